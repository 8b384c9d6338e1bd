/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * See cudnn_strict_loader.h: its Win32 (LoadLibraryExW) implementation, and
 * the POSIX calls of cudnn_strict_posix_win32.h.
 *
 * The Windows loader's default search for a bare DLL name includes the
 * current directory, so a name is never handed to it: the search is done
 * here, in the loader's own order without that entry (a DLL already
 * loaded, the application's directory, the system directories, then each
 * absolute PATH entry), and only full paths are loaded.
 */
#if defined(_WIN32)

#include "cudnn_strict_environment.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_sublibraries.h"

#include <ctype.h>
#include <psapi.h>
#include <wchar.h>

/* Long enough for any path the wide API returns without the \\?\ prefix. */
#define CUDNN_STRICT_WIDE_PATH_SIZE 32768

CUDNN_STRICT_INTERNAL int cudnn_strict_win32_widen(const char *text,
                                                   wchar_t *out, size_t size) {
  return MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, text, -1, out,
                             (int)size) > 0;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_win32_narrow(const wchar_t *text,
                                                    char *out, size_t size) {
  return WideCharToMultiByte(CP_UTF8, 0, text, -1, out, (int)size, NULL, NULL) >
         0;
}

static int cudnn_strict_is_separator(char c) { return c == '/' || c == '\\'; }

/* The values read so far, by name: the probe never changes its
   environment, so one read per name serves every caller. */
struct cudnn_strict_env_value {
  struct cudnn_strict_env_value *next;
  char *value; /* NULL: unset */
  char name[1];
};

CUDNN_STRICT_INTERNAL const char *cudnn_strict_win32_getenv(const char *name) {
  static struct cudnn_strict_env_value *values = NULL;
  struct cudnn_strict_env_value *v;
  wchar_t wide_name[256];
  wchar_t *wide;
  DWORD n;
  int size;
  for (v = values; v != NULL; v = v->next)
    if (strcmp(v->name, name) == 0)
      return v->value;
  if (!cudnn_strict_win32_widen(name, wide_name, 256))
    return NULL;
  v = (struct cudnn_strict_env_value *)calloc(1, sizeof(*v) + strlen(name));
  if (v == NULL)
    return NULL;
  memcpy(v->name, name, strlen(name) + 1);
  n = GetEnvironmentVariableW(wide_name, NULL, 0);
  wide = n > 0 ? (wchar_t *)malloc(n * sizeof(wchar_t)) : NULL;
  if (wide != NULL && GetEnvironmentVariableW(wide_name, wide, n) < n &&
      (size = WideCharToMultiByte(CP_UTF8, 0, wide, -1, NULL, 0, NULL, NULL)) >
          0 &&
      (v->value = (char *)malloc((size_t)size)) != NULL &&
      !cudnn_strict_win32_narrow(wide, v->value, (size_t)size)) {
    free(v->value);
    v->value = NULL;
  }
  free(wide);
  v->next = values;
  values = v;
  return v->value;
}

/* "C:\x", "\\server\share" or "\x": a path that does not depend on the
   current directory ("\x" names the current drive's root, which is how a
   POSIX path handed to a program under Wine looks). */
CUDNN_STRICT_INTERNAL int cudnn_strict_path_is_absolute(const char *path) {
  if (isalpha((unsigned char)path[0]) && path[1] == ':')
    return cudnn_strict_is_separator(path[2]);
  return cudnn_strict_is_separator(path[0]);
}

/* Windows file names compare without regard to case. */
static int cudnn_strict_same_path(const char *a, const char *b) {
  for (; *a != '\0' && *b != '\0'; ++a, ++b) {
    char x = cudnn_strict_is_separator(*a) ? '\\' : *a;
    char y = cudnn_strict_is_separator(*b) ? '\\' : *b;
    if (tolower((unsigned char)x) != tolower((unsigned char)y))
      return 0;
  }
  return *a == *b;
}

static void cudnn_strict_last_error(char *error, size_t error_size,
                                    const char *what, const char *name) {
  wchar_t text[512];
  char narrow[1024];
  DWORD code = GetLastError();
  DWORD n = FormatMessageW(
      FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code, 0,
      text, (DWORD)(sizeof(text) / sizeof(text[0])), NULL);
  while (n > 0 && (text[n - 1] == L'\n' || text[n - 1] == L'\r' ||
                   text[n - 1] == L'.' || text[n - 1] == L' '))
    text[--n] = L'\0';
  if (n == 0 || !cudnn_strict_win32_narrow(text, narrow, sizeof(narrow)))
    narrow[0] = '\0';
  snprintf(error, error_size, "%s %s failed: error %lu%s%s", what, name,
           (unsigned long)code, narrow[0] != '\0' ? ", " : "", narrow);
}

CUDNN_STRICT_INTERNAL char *cudnn_strict_win32_realpath(const char *path,
                                                        char *resolved) {
  static const wchar_t long_prefix[] = L"\\\\?\\";
  wchar_t *wide =
      (wchar_t *)malloc(2 * CUDNN_STRICT_WIDE_PATH_SIZE * sizeof(wchar_t));
  wchar_t *full = wide + CUDNN_STRICT_WIDE_PATH_SIZE;
  const wchar_t *shown = full;
  char *result = NULL;
  DWORD n;
  if (wide == NULL)
    return NULL;
  if (cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_WIDE_PATH_SIZE) &&
      (n = GetFullPathNameW(wide, CUDNN_STRICT_WIDE_PATH_SIZE, full, NULL)) >
          0 &&
      n < CUDNN_STRICT_WIDE_PATH_SIZE &&
      GetFileAttributesW(full) != INVALID_FILE_ATTRIBUTES) {
    if (wcsncmp(full, long_prefix, 4) == 0)
      shown = full + 4;
    if (cudnn_strict_win32_narrow(shown, resolved, PATH_MAX))
      result = resolved;
  }
  free(wide);
  return result;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_win32_access(const char *path,
                                                    int mode) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  (void)mode; /* whoever can list a file here can read it */
  if (!cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_PATH_SIZE))
    return -1;
  return GetFileAttributesW(wide) != INVALID_FILE_ATTRIBUTES ? 0 : -1;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_win32_globfree(glob_t *matches) {
  size_t i;
  for (i = 0; i < matches->gl_pathc; ++i)
    free(matches->gl_pathv[i]);
  free(matches->gl_pathv);
  matches->gl_pathv = NULL;
  matches->gl_pathc = 0;
}

static int cudnn_strict_glob_add(glob_t *matches, const char *directory,
                                 size_t directory_length, const char *name) {
  size_t length = directory_length + strlen(name) + 1;
  char **grown = (char **)realloc(matches->gl_pathv,
                                  (matches->gl_pathc + 1) * sizeof(char *));
  char *path = (char *)malloc(length);
  if (grown != NULL)
    matches->gl_pathv = grown;
  if (grown == NULL || path == NULL) {
    free(path);
    return 0;
  }
  memcpy(path, directory, directory_length);
  memcpy(path + directory_length, name, strlen(name) + 1);
  matches->gl_pathv[matches->gl_pathc++] = path;
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_win32_glob(const char *pattern,
                                                  int flags, void *unused,
                                                  glob_t *matches) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  char name[CUDNN_STRICT_PATH_SIZE];
  const char *last = pattern;
  const char *c;
  WIN32_FIND_DATAW found;
  HANDLE search;
  (void)unused;
  memset(matches, 0, sizeof(*matches));
  for (c = pattern; *c != '\0'; ++c)
    if (cudnn_strict_is_separator(*c))
      last = c + 1;
  if (strpbrk(pattern, "*?") != NULL &&
      strcspn(pattern, "*?") < (size_t)(last - pattern))
    return GLOB_NOMATCH;
  if (!cudnn_strict_win32_widen(pattern, wide, CUDNN_STRICT_PATH_SIZE))
    return GLOB_NOMATCH;
  search = FindFirstFileExW(wide, FindExInfoBasic, &found,
                            FindExSearchNameMatch, NULL, 0);
  if (search == INVALID_HANDLE_VALUE)
    return GLOB_NOMATCH;
  do {
    int directory = (found.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
    if ((flags & GLOB_ONLYDIR) && !directory)
      continue;
    if (wcscmp(found.cFileName, L".") == 0 ||
        wcscmp(found.cFileName, L"..") == 0 ||
        !cudnn_strict_win32_narrow(found.cFileName, name, sizeof(name)))
      continue;
    if (!cudnn_strict_glob_add(matches, pattern, (size_t)(last - pattern),
                               name))
      break;
  } while (FindNextFileW(search, &found));
  FindClose(search);
  return matches->gl_pathc > 0 ? 0 : GLOB_NOMATCH;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_sublibraries_beside(const char *library) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  if (!cudnn_strict_has_slash(library))
    return;
  cudnn_strict_dirname(library, directory, sizeof(directory));
  if (cudnn_strict_win32_widen(directory, wide, CUDNN_STRICT_PATH_SIZE))
    SetDllDirectoryW(wide);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_win32_dll_directory(const char *directory) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  if (directory == NULL)
    SetDllDirectoryW(NULL);
  else if (cudnn_strict_win32_widen(directory, wide, CUDNN_STRICT_PATH_SIZE))
    SetDllDirectoryW(wide);
}

static int cudnn_strict_module_directory(HMODULE module, char *out,
                                         size_t size);

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_beside_program(const char *library,
                                    const char *application_directory) {
  char directory[CUDNN_STRICT_PATH_SIZE], own[CUDNN_STRICT_PATH_SIZE];
  char resolved[PATH_MAX];
  if (library == NULL || library[0] == '\0')
    return 0;
  if (application_directory == NULL) {
    if (!cudnn_strict_module_directory(NULL, own, sizeof(own)))
      return 0;
    application_directory = own;
  }
  if (cudnn_strict_win32_realpath(application_directory, resolved) != NULL)
    application_directory = resolved;
  cudnn_strict_dirname(library, directory, sizeof(directory));
  return cudnn_strict_same_path(directory, application_directory);
}

CUDNN_STRICT_INTERNAL const char *cudnn_strict_search_path(void) {
  return cudnn_strict_win32_getenv(CUDNN_STRICT_ENV(PATH));
}

CUDNN_STRICT_INTERNAL int cudnn_strict_has_slash(const char *name) {
  return strpbrk(name, "/\\") != NULL;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_resolve_path(void *handle, char *out,
                                                     size_t size) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  char narrow[PATH_MAX];
  char resolved[PATH_MAX];
  DWORD n = GetModuleFileNameW((HMODULE)handle, wide, CUDNN_STRICT_PATH_SIZE);
  out[0] = '\0';
  if (n == 0 || n >= CUDNN_STRICT_PATH_SIZE ||
      !cudnn_strict_win32_narrow(wide, narrow, sizeof(narrow)))
    return;
  if (cudnn_strict_win32_realpath(narrow, resolved) != NULL)
    cudnn_strict_copy_text(out, size, resolved);
  else
    cudnn_strict_copy_text(out, size, narrow);
}

/* Loads the DLL at the full path `path`; its own imports come from its
   directory and the system directories (CUDNN_STRICT_LOAD_FLAGS). */
static int cudnn_strict_load_path(const char *path,
                                  struct cudnn_strict_library *lib, char *error,
                                  size_t error_size) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  wchar_t full[CUDNN_STRICT_PATH_SIZE];
  DWORD n;
  if (!cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_PATH_SIZE) ||
      (n = GetFullPathNameW(wide, CUDNN_STRICT_PATH_SIZE, full, NULL)) == 0 ||
      n >= CUDNN_STRICT_PATH_SIZE) {
    snprintf(error, error_size, "%s is not a path Windows can use", path);
    return 0;
  }
  lib->handle = (void *)LoadLibraryExW(full, NULL, CUDNN_STRICT_LOAD_FLAGS);
  if (lib->handle == NULL) {
    cudnn_strict_last_error(error, error_size, "LoadLibraryExW", path);
    return 0;
  }
  cudnn_strict_resolve_path(lib->handle, lib->path, sizeof(lib->path));
  return 1;
}

/* A DLL of that name the process has already loaded: Windows would hand
   out that one, whatever the search path says.  Counted as a reference,
   so that cudnn_strict_library_close may free it. */
static int cudnn_strict_already_loaded(const char *name,
                                       struct cudnn_strict_library *lib) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  HMODULE module = NULL;
  if (!cudnn_strict_win32_widen(name, wide, CUDNN_STRICT_PATH_SIZE) ||
      !GetModuleHandleExW(0, wide, &module) || module == NULL)
    return 0;
  lib->handle = (void *)module;
  lib->origin = CUDNN_STRICT_ORIGIN_ALREADY_LOADED;
  cudnn_strict_resolve_path(lib->handle, lib->path, sizeof(lib->path));
  return 1;
}

/* The directory part of a full path held as UTF-16, in UTF-8. */
static int cudnn_strict_module_directory(HMODULE module, char *out,
                                         size_t size) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  char narrow[PATH_MAX];
  DWORD n = GetModuleFileNameW(module, wide, CUDNN_STRICT_PATH_SIZE);
  if (n == 0 || n >= CUDNN_STRICT_PATH_SIZE ||
      !cudnn_strict_win32_narrow(wide, narrow, sizeof(narrow)))
    return 0;
  cudnn_strict_dirname(narrow, out, size);
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_system_directory(int windows, char *out,
                                                        size_t size) {
  wchar_t wide[MAX_PATH];
  UINT n = windows ? GetWindowsDirectoryW(wide, MAX_PATH)
                   : GetSystemDirectoryW(wide, MAX_PATH);
  return n > 0 && n < MAX_PATH && cudnn_strict_win32_narrow(wide, out, size);
}

/* `name` in the application's directory (`application_directory`, or
   this program's when NULL), the system directories and the
   absolute entries of `list`, in that order (the Windows loader's own
   order with SafeDllSearchMode, the current directory left out); then in
   `fallback_directory`.  Returns 1 on success. */
static int cudnn_strict_search_program(const char *application_directory,
                                       const char *name, const char *list,
                                       const char *fallback_directory,
                                       struct cudnn_strict_library *lib,
                                       char *error, size_t error_size) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  const char *start = list != NULL ? list : "";
  int have_directory = application_directory != NULL;
  if (have_directory)
    cudnn_strict_copy_text(directory, sizeof(directory), application_directory);
  else
    have_directory =
        cudnn_strict_module_directory(NULL, directory, sizeof(directory));
  if ((have_directory &&
       cudnn_strict_library_open_in(directory, name, lib, error, error_size)) ||
      (cudnn_strict_system_directory(0, directory, sizeof(directory)) &&
       cudnn_strict_library_open_in(directory, name, lib, error, error_size)) ||
      (cudnn_strict_system_directory(1, directory, sizeof(directory)) &&
       cudnn_strict_library_open_in(directory, name, lib, error, error_size)))
    return 1;
  while (cudnn_strict_next_path_entry(&start, directory, sizeof(directory)))
    if (cudnn_strict_path_is_absolute(directory) &&
        cudnn_strict_library_open_in(directory, name, lib, error, error_size))
      return 1;
  if (fallback_directory != NULL &&
      cudnn_strict_path_is_absolute(fallback_directory) &&
      cudnn_strict_library_open_in(fallback_directory, name, lib, error,
                                   error_size))
    return 1;
  if (error[0] == '\0' || strstr(error, name) == NULL)
    snprintf(error, error_size,
             "%s is in none of the application directory, the system "
             "directories and the absolute PATH entries%s%s (relative PATH "
             "entries and the current directory, which Windows searches "
             "too, are not looked in: what they hold depends on where the "
             "program starts)",
             name, fallback_directory != NULL ? " nor in " : "",
             fallback_directory != NULL ? fallback_directory : "");
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_open(const char *name, struct cudnn_strict_library *lib,
                          char *error, size_t error_size) {
  memset(lib, 0, sizeof(*lib));
  if (error_size > 0)
    error[0] = '\0';
  if (name == NULL || name[0] == '\0') {
    cudnn_strict_copy_text(error, error_size, "no library name given");
    return 0;
  }
  if (cudnn_strict_has_slash(name)) {
    if (!cudnn_strict_path_is_absolute(name)) {
      cudnn_strict_copy_text(error, error_size,
                             "refusing a relative library path");
      return 0;
    }
    lib->origin = CUDNN_STRICT_ORIGIN_PATH;
    return cudnn_strict_load_path(name, lib, error, error_size);
  }
  if (cudnn_strict_already_loaded(name, lib))
    return 1;
  if (!cudnn_strict_search_program(NULL, name, cudnn_strict_search_path(), NULL,
                                   lib, error, error_size))
    return 0;
  lib->origin = CUDNN_STRICT_ORIGIN_SEARCH;
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_library_open_for_program(
    const char *application_directory, const char *name, const char *list,
    struct cudnn_strict_library *lib, char *error, size_t error_size) {
  memset(lib, 0, sizeof(*lib));
  if (error_size > 0)
    error[0] = '\0';
  if (!cudnn_strict_search_program(application_directory, name, list, NULL, lib,
                                   error, error_size))
    return 0;
  lib->origin = CUDNN_STRICT_ORIGIN_SEARCH;
  return 1;
}

CUDNN_STRICT_INTERNAL void *
cudnn_strict_library_symbol(const struct cudnn_strict_library *lib,
                            const char *symbol) {
  FARPROC address =
      lib->handle != NULL ? GetProcAddress((HMODULE)lib->handle, symbol) : NULL;
  void *object = NULL;
  /* The callers convert back to a function pointer through memcpy, as
     they do with dlsym's object pointer. */
  if (address != NULL)
    memcpy(&object, &address, sizeof(object));
  return object;
}

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn
cudnn_strict_size_symbol(void *handle, const char *name) {
  FARPROC address =
      handle != NULL ? GetProcAddress((HMODULE)handle, name) : NULL;
  cudnn_strict_size_fn fn = NULL;
  if (address != NULL)
    memcpy(&fn, &address, sizeof(fn));
  return fn;
}

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn
cudnn_strict_global_function(const char *name) {
  (void)name;
  return NULL;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_library_close(struct cudnn_strict_library *lib) {
  if (lib->handle != NULL)
    FreeLibrary((HMODULE)lib->handle);
  lib->handle = NULL;
}

/* Wine's kernel32 exports its DOS-to-Unix path mapping; Windows has no
   such export, so the lookup itself tells Wine from Windows. */
typedef char *(__cdecl *cudnn_strict_unix_name_fn)(const wchar_t *);

CUDNN_STRICT_INTERNAL void cudnn_strict_host_path(const char *path, char *out,
                                                  size_t size) {
  HMODULE kernel32 = GetModuleHandleW(L"kernel32.dll");
  cudnn_strict_unix_name_fn unix_name = NULL;
  wchar_t *wide;
  char *host = NULL;
  cudnn_strict_copy_text(out, size, path);
  if (kernel32 != NULL)
    unix_name = (cudnn_strict_unix_name_fn)(void (*)(void))GetProcAddress(
        kernel32, "wine_get_unix_file_name");
  if (unix_name == NULL)
    return;
  wide = (wchar_t *)malloc(CUDNN_STRICT_WIDE_PATH_SIZE * sizeof(wchar_t));
  if (wide != NULL &&
      cudnn_strict_win32_widen(path, wide, CUDNN_STRICT_WIDE_PATH_SIZE))
    host = unix_name(wide);
  /* Wine allocates the answer on the process heap. */
  if (host != NULL) {
    if (strlen(host) < size)
      cudnn_strict_copy_text(out, size, host);
    HeapFree(GetProcessHeap(), 0, host);
  }
  free(wide);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_dirname(const char *path, char *out,
                                                size_t size) {
  const char *last = NULL;
  const char *c;
  size_t length;
  for (c = path; *c != '\0'; ++c)
    if (cudnn_strict_is_separator(*c))
      last = c;
  length = last != NULL ? (size_t)(last - path) : 0;
  /* "C:\x" keeps "C:\", "\x" keeps "\": a root stays a root. */
  if (last != NULL && (last == path || (last == path + 2 && path[1] == ':')))
    ++length;
  if (size == 0)
    return;
  if (length >= size)
    length = size - 1;
  memcpy(out, path, length);
  out[length] = '\0';
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_path_list_has_relative(const char *list) {
  const char *start = list;
  if (list == NULL || list[0] == '\0')
    return 0;
  for (;;) {
    const char *end = strchr(start, ';');
    size_t length = end != NULL ? (size_t)(end - start) : strlen(start);
    /* An empty PATH entry is skipped by Windows, not read as ".". */
    if (length > 0 && !cudnn_strict_path_is_absolute(start))
      return 1;
    if (end == NULL)
      return 0;
    start = end + 1;
  }
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_open_in(const char *directory, const char *soname,
                             struct cudnn_strict_library *lib, char *error,
                             size_t error_size) {
  char path[CUDNN_STRICT_PATH_SIZE];
  size_t length = strlen(directory);
  int n = snprintf(
      path, sizeof(path), "%s%s%s", directory,
      length > 0 && cudnn_strict_is_separator(directory[length - 1]) ? ""
                                                                     : "\\",
      soname);
  if (n <= 0 || (size_t)n >= sizeof(path) ||
      cudnn_strict_win32_access(path, F_OK) != 0)
    return 0;
  return cudnn_strict_library_open(path, lib, error, error_size);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_library_open_absolute(
    const char *soname, const char *list, const char *fallback_directory,
    struct cudnn_strict_library *lib, char *error, size_t error_size) {
  memset(lib, 0, sizeof(*lib));
  if (error_size > 0)
    error[0] = '\0';
  if (cudnn_strict_already_loaded(soname, lib))
    return 1;
  if (!cudnn_strict_search_program(NULL, soname, list, fallback_directory, lib,
                                   error, error_size))
    return 0;
  lib->origin = CUDNN_STRICT_ORIGIN_ABSOLUTE_SEARCH;
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_path_list_contains(const char *list, const char *directory) {
  char entry[PATH_MAX];
  char resolved[PATH_MAX];
  const char *start = list;
  if (list == NULL || directory == NULL)
    return 0;
  while (cudnn_strict_next_path_entry(&start, entry, sizeof(entry))) {
    size_t length = strlen(entry);
    /* "C:\x\" and "C:\x" are one directory. */
    while (length > 1 && cudnn_strict_is_separator(entry[length - 1]) &&
           entry[length - 2] != ':')
      entry[--length] = '\0';
    if (cudnn_strict_win32_realpath(entry, resolved) != NULL &&
        cudnn_strict_same_path(resolved, directory))
      return 1;
  }
  return 0;
}

/* cudnn_<name>64_<major>.dll, by the known names of
   cudnn_strict_sublibraries.h only. */
CUDNN_STRICT_INTERNAL int cudnn_strict_is_sublibrary_file(const char *path) {
#define CUDNN_STRICT_SUBLIBRARY_NAME(major, name, first, flavours, tells) #name,
  static const char *const names[] = {
      CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_SUBLIBRARY_NAME)};
#undef CUDNN_STRICT_SUBLIBRARY_NAME
  static const char prefix[] = "cudnn_";
  const char *base = path;
  const char *c;
  size_t i;
  for (c = path; *c != '\0'; ++c)
    if (cudnn_strict_is_separator(*c))
      base = c + 1;
  if (_strnicmp(base, prefix, sizeof(prefix) - 1) != 0)
    return 0;
  base += sizeof(prefix) - 1;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
    size_t length = strlen(names[i]);
    if (_strnicmp(base, names[i], length) == 0 &&
        strncmp(base + length, "64_", 3) == 0 &&
        isdigit((unsigned char)base[length + 3]))
      return 1;
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_find_foreign_sublibrary(const char *library_directory,
                                     char *foreign, size_t foreign_size) {
  HMODULE modules[1024];
  DWORD needed = 0, count, i;
  if (!K32EnumProcessModules(GetCurrentProcess(), modules, sizeof(modules),
                             &needed))
    return 0;
  count = needed / sizeof(HMODULE);
  if (count > sizeof(modules) / sizeof(modules[0]))
    count = sizeof(modules) / sizeof(modules[0]);
  for (i = 0; i < count; ++i) {
    char path[PATH_MAX];
    char directory[PATH_MAX];
    cudnn_strict_resolve_path((void *)modules[i], path, sizeof(path));
    if (path[0] == '\0' || !cudnn_strict_is_sublibrary_file(path))
      continue;
    cudnn_strict_dirname(path, directory, sizeof(directory));
    if (cudnn_strict_same_path(directory, library_directory))
      continue;
    cudnn_strict_copy_text(foreign, foreign_size, path);
    return 1;
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_loader_search_dirs(const void *address, char *out, size_t size) {
  (void)address;
  if (size > 0)
    out[0] = '\0';
  return 0;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_library_is_loaded(const char *soname) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  return cudnn_strict_win32_widen(soname, wide, CUDNN_STRICT_PATH_SIZE) &&
         GetModuleHandleW(wide) != NULL;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_address_in_program(const void *address) {
  HMODULE module = NULL;
  if (!GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS |
                              GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                          (LPCWSTR)address, &module))
    return 1;
  return module == GetModuleHandleW(NULL);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_real_directory(const char *directory,
                                                       char *out, size_t size) {
  char resolved[PATH_MAX];
  if (cudnn_strict_path_is_absolute(directory) &&
      cudnn_strict_win32_realpath(directory, resolved) != NULL)
    cudnn_strict_copy_text(out, size, resolved);
  else
    cudnn_strict_copy_text(out, size, directory);
}

#endif /* _WIN32 */
