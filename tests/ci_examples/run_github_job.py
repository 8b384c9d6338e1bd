# Distributed under the OSI-approved BSD 3-Clause License.
"""Runs the `run:` steps of one job of a GitHub Actions workflow, in order,
as the runner does: each with bash -e in the working directory, `${{ vars.X }}`
replaced by the values given, $GITHUB_PATH and $GITHUB_ENV read back after
each step.  `uses:` steps are the runner's (checkout: the directory is
the checkout).  Usage: run_github_job.py WORKFLOW JOB DIR [NAME=VALUE...]"""
import os
import re
import subprocess
import sys

from ruamel.yaml import YAML


def main():
    workflow, job, directory = sys.argv[1:4]
    variables = dict(a.split("=", 1) for a in sys.argv[4:])
    with open(workflow, encoding="utf-8") as f:
        steps = YAML(typ="safe").load(f)["jobs"][job]["steps"]
    env = dict(os.environ)
    path_file = os.path.join(directory, ".github_path")
    env_file = os.path.join(directory, ".github_env")
    for number, step in enumerate(steps):
        if "run" not in step:
            print("step %d: %s (the runner's)" % (number, step.get("uses")), flush=True)
            continue
        command = re.sub(r"\$\{\{\s*vars\.([A-Za-z_]+)\s*\}\}",
                         lambda m: variables[m.group(1)], step["run"])
        for name in (path_file, env_file):
            open(name, "w").close()
        env["GITHUB_PATH"], env["GITHUB_ENV"] = path_file, env_file
        print("step %d: %s" % (number, command), flush=True)
        result = subprocess.run(["bash", "-e", "-c", command], cwd=directory, env=env)
        if result.returncode != 0:
            print("step %d failed with exit status %d" % (number, result.returncode), flush=True)
            return 1
        with open(path_file, encoding="utf-8") as f:
            for line in f.read().split():
                env["PATH"] = line + os.pathsep + env["PATH"]
        with open(env_file, encoding="utf-8") as f:
            for line in f.read().splitlines():
                if "=" in line:
                    name, value = line.split("=", 1)
                    env[name] = value
    return 0


if __name__ == "__main__":
    sys.exit(main())
