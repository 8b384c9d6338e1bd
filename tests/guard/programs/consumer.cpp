// A C++ consumer: the generated headers and the guard's API from C++.
#include <cudnn_strict.h>
#include <cudnn_strict_config.h>

#include <cstdio>

static_assert(CUDNN_STRICT_CONFIG_MAJOR == CUDNN_MAJOR,
              "the config header checks the version header it sees");

int main() {
  cudnn_strict_report report;
  char text[8192];
  const int status = cudnn_strict_check(&report);
  cudnn_strict_format_report(&report, text, sizeof(text));
  std::printf("C++ consumer: status=%s configured=%s\n%s\n",
              cudnn_strict_status_name(status), CUDNN_STRICT_CONFIG_VERSION,
              text);
  return status == CUDNN_STRICT_STATUS_OK ? 0 : 1;
}
