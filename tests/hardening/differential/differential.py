#!/usr/bin/env python3
# Distributed under the OSI-approved BSD 3-Clause License.
"""Differential test of how CuDNNStrict reads a cuDNN version header.

Generates header variants (formatting, comments, literal spellings, macro
indirection, and headers that are ambiguous or broken on purpose), asks the
C preprocessor what CUDNN_MAJOR/MINOR/PATCHLEVEL are in each (one `cc -E`
per variant, on a file of its own that evaluates them with #if), runs
find_package(CuDNNStrict) on each (a few configures, one per shard, run at
the same time) and compares.

A disagreement is a variant for which the module reports a version that is
not the preprocessor's, reports one where the preprocessor has none, fails
with a CMake error instead of its own message, or gives a message that does
not name the header.  A clear error is a failure with the module's own
message naming the header.  The test fails on any disagreement, and on any
variant whose outcome (found or error) is not the one its family expects.

Usage: differential.py --work-dir DIR --cc CC --cmake CMAKE --generator GEN
                       --module-dir DIR --fakes FILE [--count N] [--seed S]
                       [--shards N]
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys

# The fake libcudnn each intended major runs against, and the highest minor
# a header of that major may have for that library to be compatible.
LIBRARY_FOR_MAJOR = {7: "v7_6_5", 8: "v8_9_7", 9: "v9_21_0", 10: "v10_0_0"}
HIGHEST_MINOR = {7: 6, 8: 9, 9: 21, 10: 0}

MACROS = ("CUDNN_MAJOR", "CUDNN_MINOR", "CUDNN_PATCHLEVEL")


class Variant:
    def __init__(self, number, family, expect, text, major):
        self.id = "%04d" % number
        self.family = family
        self.expect = expect  # "found" or "error"
        self.text = text  # the header, as bytes
        self.major = major  # picks the library
        self.directory = None
        self.reference = None  # (major, minor, patch) or an error string
        self.outcome = None  # filled from the module's output


# ---------------------------------------------------------------------------
# Header generation


class Style:
    """Random but valid formatting of one #define line."""

    LEAD = ["", "", " ", "\t", "  "]
    HASH_GAP = ["", "", " ", "\t", "  ", "/**/", "/* x */ "]
    AFTER_DEFINE = [" ", " ", "\t", "  ", " \t", "/**/", "/* name */ "]
    AFTER_NAME = [" ", " ", "\t", "   ", "/* value */", "/**/", " /* v */ "]
    TRAILER = ["", "", " ", "\t", " // comment", " /* comment */", "/* c */",
               "  // CUDNN_MINOR was 1 here", " /* see CUDNN_VERSION */"]

    def __init__(self, rng):
        self.rng = rng

    def define(self, name, value):
        r = self.rng
        return "%s#%sdefine%s%s%s%s%s" % (
            r.choice(self.LEAD), r.choice(self.HASH_GAP), r.choice(self.AFTER_DEFINE),
            name, r.choice(self.AFTER_NAME), value, r.choice(self.TRAILER))


def spell(rng, value):
    """A C spelling of a non-negative integer that #if and C agree on."""
    forms = [
        lambda: str(value),
        lambda: "0x%x" % value,
        lambda: "0X%X" % value,
        lambda: ("0%o" % value) if value else "00",
        lambda: "%d%s" % (value, rng.choice(["u", "U", "l", "L", "ul", "UL", "LL", "ull"])),
        lambda: "(%d)" % value,
        lambda: "((%d))" % value,
        lambda: "( %d )" % value,
        lambda: "(%d + %d)" % (value // 2, value - value // 2),
        lambda: "(%d * 1)" % value,
        lambda: "(%d << 0)" % value,
        lambda: "(0 | %d)" % value,
        lambda: "(1 ? %d : 99)" % value,
        lambda: "(+%d)" % value,
        lambda: "(%d - 3)" % (value + 3),
        lambda: "(-(-%d))" % value,
        lambda: "'\\x%02x'" % value if value < 128 else str(value),
    ]
    return rng.choice(forms)()


def encoding(major):
    return "10000" if major >= 9 else "1000"


def version_line(rng, style, major, minor, patch):
    """CUDNN_VERSION as cuDNN writes it, as a literal, or nothing."""
    choice = rng.random()
    if choice < 0.5:
        return [style.define("CUDNN_VERSION", "(CUDNN_MAJOR * %s + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)"
                             % encoding(major))]
    if choice < 0.7:
        return [style.define("CUDNN_VERSION", str(major * int(encoding(major)) + minor * 100 + patch))]
    return []


def random_version(rng):
    major = rng.choice([7, 8, 9, 9, 9, 9, 10])
    return major, rng.randint(0, HIGHEST_MINOR[major]), rng.randint(0, 99)


def frame(rng, lines):
    """Wraps definition lines in a guard, decoys and prose, then encodes the
    file with LF or CRLF line ends and, sometimes, a byte order mark."""
    body = list(lines)
    if rng.random() < 0.4:
        body = ["/* Decoys: names that merely start or end like the version macros. */",
                '#define CUDNN_MAJOR_STRING "x"', "#define NOT_CUDNN_MINOR 3",
                "#define CUDNN_PATCHLEVEL_MASK 0xff",
                "#define CUDNN_MIN_VERSION(x, y, z) ((x) * 1000 + (y) * 100 + (z))"] + body
    if rng.random() < 0.4:
        body = ["/**", " * The cuDNN version: CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL.",
                " * Never edit CUDNN_MINOR by hand.", " */"] + body
    guard = rng.random()
    if guard < 0.4:
        body = ["#ifndef CUDNN_VERSION_H_", "#define CUDNN_VERSION_H_", ""] + body + ["", "#endif /* CUDNN_VERSION_H_ */"]
    elif guard < 0.55:
        body = ["#pragma once"] + body
    if rng.random() < 0.2:
        body = [""] * rng.randint(1, 3) + body
    newline = "\r\n" if rng.random() < 0.2 else "\n"
    text = newline.join(body) + newline
    data = text.encode("utf-8")
    if rng.random() < 0.15:
        data = b"\xef\xbb\xbf" + data
    return data


def definitions(rng, style, values, spelled=False):
    lines = []
    order = list(zip(MACROS, values))
    if rng.random() < 0.3:
        rng.shuffle(order)
    for name, value in order:
        lines.append(style.define(name, spell(rng, value) if spelled else str(value)))
    return lines


# Families that the module must read as the preprocessor does ("found").

def family_plain(rng):
    style, version = Style(rng), random_version(rng)
    return "found", version[0], frame(rng, definitions(rng, style, version) + version_line(rng, style, *version))


def family_spelled(rng):
    style, version = Style(rng), random_version(rng)
    return "found", version[0], frame(rng, definitions(rng, style, version, spelled=True)
                                      + version_line(rng, style, *version))


def family_indirect(rng):
    style, version = Style(rng), random_version(rng)
    lines = ["#define VENDOR_ID(x) x", "#define VENDOR_CAT(a, b) a##b"]
    for name, value in zip(MACROS, version):
        helper = "VENDOR_" + name[len("CUDNN_"):]
        kind = rng.randrange(4)
        text = str(value)
        if kind == 0:
            lines += [style.define(helper, spell(rng, value)), style.define(name, helper)]
        elif kind == 1:
            lines += [style.define(helper + "_BASE", spell(rng, value)),
                      style.define(helper, "(%s_BASE)" % helper), style.define(name, helper)]
        elif kind == 2:
            lines.append(style.define(name, "VENDOR_ID(%s)" % spell(rng, value)))
        elif len(text) >= 2:
            lines.append(style.define(name, "VENDOR_CAT(%s, %s)" % (text[0], text[1:])))
        else:
            lines.append(style.define(name, "VENDOR_CAT(, %s)" % text))
    return "found", version[0], frame(rng, lines + version_line(rng, style, *version))


def family_continued(rng):
    style, version = Style(rng), random_version(rng)
    lines = []
    for name, value in zip(MACROS, version):
        if rng.random() < 0.6:
            lines.append("#define %s \\" % name)
            lines.append("  %s" % spell(rng, value))
        else:
            lines.append(style.define(name, str(value)))
    return "found", version[0], frame(rng, lines)


def family_guarded(rng):
    """One definition per macro, under conditions that hold, or the same
    text in both branches: unambiguous."""
    style, version = Style(rng), random_version(rng)
    lines = []
    for name, value in zip(MACROS, version):
        kind = rng.randrange(3)
        line = style.define(name, str(value))
        if kind == 0:
            lines += ["#ifndef %s" % name, line, "#endif"]
        elif kind == 1:
            lines += ["#if 1", line, "#endif"]
        else:
            lines += ["#ifdef __cplusplus", "#define %s %d" % (name, value), "#else",
                      "#define  %s  %d  /* C */" % (name, value), "#endif"]
    return "found", version[0], frame(rng, lines)


def family_commented(rng):
    """Old values in comments that no line reader takes for a definition."""
    style, version = Style(rng), random_version(rng)
    lines = []
    for name, value in zip(MACROS, version):
        old = value + rng.randint(1, 5)
        lines += rng.choice([["// #define %s %d" % (name, old)],
                             ["//#define %s %d" % (name, old)],
                             ["/* #define %s %d */" % (name, old)],
                             ["/*", " * #define %s %d" % (name, old), " */"]])
        lines.append(style.define(name, str(value)))
    return "found", version[0], frame(rng, lines)


# Families that must end in a clear error naming the header ("error").

def family_redefined(rng):
    style, version = Style(rng), random_version(rng)
    lines = definitions(rng, style, version)
    index = rng.randrange(3)
    kind = rng.randrange(3)
    if kind == 2:
        lines.insert(0, "#define %s" % MACROS[index])
    else:
        if kind == 1:
            lines.append("#undef %s" % MACROS[index])
        lines.append(style.define(MACROS[index], str(version[index] + rng.randint(1, 3))))
    return "error", version[0], frame(rng, lines)


def helper_definitions(rng, undefine_between):
    """A version macro defined once through a helper macro that is defined
    twice, with or without #undef between the two."""
    style, version = Style(rng), random_version(rng)
    index = rng.randrange(3)
    helper = "VENDOR_" + MACROS[index][len("CUDNN_"):]
    lines = [style.define(helper, str(version[index] + rng.randint(1, 3)))]
    if undefine_between:
        lines.append("#undef %s" % helper)
    lines.append(style.define(helper, spell(rng, version[index])))
    for name, value in zip(MACROS, version):
        lines.append(style.define(name, helper if name == MACROS[index] else str(value)))
    return version[0], frame(rng, lines)


def family_redefined_helper(rng):
    """The compiler warns and takes the last: ambiguous."""
    major, text = helper_definitions(rng, False)
    return "error", major, text


def family_undefined_helper(rng):
    """#undef first is a deliberate, warning-free redefinition in C."""
    major, text = helper_definitions(rng, True)
    return "found", major, text


def family_conditional(rng):
    style, version = Style(rng), random_version(rng)
    index = rng.randrange(3)
    lines = [style.define(name, str(value)) for name, value in zip(MACROS, version) if name != MACROS[index]]
    condition = rng.choice(["#if 0", "#ifdef CUDNN_STRICT_TEST_UNSET_FLAG", "#if defined(__cplusplus)"])
    lines += [condition, style.define(MACROS[index], str(version[index] + 1)), "#else",
              style.define(MACROS[index], str(version[index])), "#endif"]
    # No build reaches a branch under #if 0, so the preprocessor's answer
    # stands; a condition on a macro is the build's flags' to decide.
    return ("found" if condition == "#if 0" else "error"), version[0], frame(rng, lines)


def family_block_comment(rng):
    """A definition inside a comment, which no compiler reads: the
    preprocessor's answer stands."""
    style, version = Style(rng), random_version(rng)
    index = rng.randrange(3)
    lines = ["/* Before the upgrade:", "#define %s %d" % (MACROS[index], version[index] + 2), "*/"]
    return "found", version[0], frame(rng, lines + definitions(rng, style, version))


def family_hidden(rng):
    style, version = Style(rng), random_version(rng)
    index = rng.randrange(3)
    lines = []
    for position, (name, value) in enumerate(zip(MACROS, version)):
        if position == index:
            lines += [rng.choice(["#if 0", "#ifdef CUDNN_STRICT_TEST_UNSET_FLAG"]),
                      style.define(name, str(value)), "#endif"]
        else:
            lines.append(style.define(name, str(value)))
    return "error", version[0], frame(rng, lines)


def family_missing(rng):
    style, version = Style(rng), random_version(rng)
    index = rng.randrange(3)
    lines = [style.define(name, str(value)) for name, value in zip(MACROS, version) if name != MACROS[index]]
    return "error", version[0], frame(rng, lines)


def family_not_a_number(rng):
    style, version = Style(rng), random_version(rng)
    index = rng.randrange(3)
    bad = rng.choice(["", "UNDEFINED_VENDOR_VALUE", "%d.0" % version[index], '"%d"' % version[index],
                      "(%d" % version[index], "%d %d" % (version[index], version[index])])
    values = [str(value) for value in version]
    values[index] = bad
    lines = [style.define(name, value) for name, value in zip(MACROS, values)]
    return "error", version[0], frame(rng, lines)


def family_out_of_range(rng):
    style = Style(rng)
    major = rng.choice([8, 9])
    version = [major, rng.randint(0, HIGHEST_MINOR[major]), rng.randint(0, 99)]
    index, value = rng.choice([
        (1, rng.randint(10, 99) if major == 8 else rng.randint(100, 999)),
        (2, rng.randint(100, 9999)),
        (rng.randrange(3), -rng.randint(1, 50)),
        (rng.randrange(3), 123456789),
    ])
    version[index] = value
    lines = [style.define(name, "(%d)" % v if v < 0 else str(v)) for name, v in zip(MACROS, version)]
    return "error", major, frame(rng, lines)


def family_code_mismatch(rng):
    style, version = Style(rng), random_version(rng)
    code = version[0] * int(encoding(version[0])) + version[1] * 100 + version[2]
    wrong = code + rng.choice([1, 100, -100, 10000])
    return "error", version[0], frame(rng, definitions(rng, style, version)
                                      + [style.define("CUDNN_VERSION", str(wrong))])


FAMILIES = [
    (family_plain, 90), (family_spelled, 110), (family_indirect, 70), (family_continued, 40),
    (family_guarded, 40), (family_commented, 40), (family_undefined_helper, 12),
    (family_redefined, 24), (family_redefined_helper, 12), (family_conditional, 20), (family_block_comment, 12), (family_hidden, 16),
    (family_missing, 14), (family_not_a_number, 24), (family_out_of_range, 20), (family_code_mismatch, 12),
]


def generate(count, seed):
    rng = random.Random(seed)
    total = sum(weight for _, weight in FAMILIES)
    variants = []
    for function, weight in FAMILIES:
        for _ in range(max(1, round(count * weight / total))):
            expect, major, text = function(rng)
            name = function.__name__[len("family_"):]
            variants.append(Variant(len(variants), name, expect, text, major))
    return variants


# ---------------------------------------------------------------------------
# The reference: the C preprocessor's own arithmetic, in #if.


def reference_source():
    lines = ["#include <cudnn_version.h>"]
    for macro in MACROS:
        lines += ["#if !defined(%s)" % macro, "@ref %s undefined" % macro.lower(),
                  "#elif (%s) < 0 || (%s) > 99999999" % (macro, macro), "@ref %s range" % macro.lower(),
                  "#else", "@ref %s value" % macro.lower()]
        place = 10000000
        while place >= 1:
            for digit in range(10):
                lines.append("%s ((%s) / %d) %% 10 == %d" % ("#if" if digit == 0 else "#elif", macro, place, digit))
                lines.append("@digit %d" % digit)
            lines.append("#endif")
            place //= 10
        lines.append("#endif")
    return "\n".join(lines) + "\n"


def run_reference(cc, source, variant):
    result = subprocess.run([cc, "-E", "-P", "-w", "-I", variant.directory, source],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, errors="replace")
    if result.returncode != 0:
        first = next((line for line in result.stderr.splitlines() if "error" in line), "preprocessor error")
        return "the preprocessor fails: " + first.strip()
    values = {}
    current = None
    for token_line in result.stdout.splitlines():
        words = token_line.split()
        if words[:1] == ["@ref"] and len(words) == 3:
            current = words[1]
            if words[2] != "value":
                return "%s is %s" % (current, words[2])
            values[current] = ""
        elif words[:1] == ["@digit"] and current is not None:
            values[current] += words[1]
    try:
        return tuple(int(values[macro.lower()]) for macro in MACROS)
    except (KeyError, ValueError):
        return "the preprocessor output could not be read"


# ---------------------------------------------------------------------------
# The module, and the comparison.


def write_shards(variants, work_dir, shards):
    files = []
    for shard in range(shards):
        path = os.path.join(work_dir, "variants-%d.cmake" % shard)
        mine = variants[shard::shards]
        with open(path, "w", encoding="utf-8") as out:
            out.write("set(VARIANTS %s)\n" % " ".join(v.id for v in mine))
            for v in mine:
                out.write("set(VARIANT_%s_DIR [==[%s]==])\n" % (v.id, v.directory))
                out.write("set(VARIANT_%s_FAKE %s)\n" % (v.id, LIBRARY_FOR_MAJOR[v.major]))
        files.append(path)
    return files


def run_module(args, shard_files):
    source_dir = os.path.dirname(os.path.abspath(__file__))
    processes = []
    for shard, variants_file in enumerate(shard_files):
        build = os.path.join(args.work_dir, "shard-%d" % shard)
        shutil.rmtree(build, ignore_errors=True)
        command = [args.cmake, "-S", source_dir, "-B", build, "-G", args.generator,
                   "-DCMAKE_MODULE_PATH=" + args.module_dir,
                   "-DCUDNN_STRICT_TEST_FAKES=" + args.fakes, "-DVARIANTS_FILE=" + variants_file]
        processes.append(subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT))
    outputs = []
    for process in processes:
        output, _ = process.communicate()
        outputs.append((process.returncode, output.decode("utf-8", "replace")))
    return outputs


BLOCK = re.compile(r"-- VARIANT-BEGIN (\d+)\n(.*?)-- VARIANT-END \1 found=(\S*) version=(\S*)\n", re.S)


def read_outcomes(variants, outputs):
    by_id = {v.id: v for v in variants}
    for _, output in outputs:
        for match in BLOCK.finditer(output):
            variant = by_id[match.group(1)]
            text = match.group(2)
            reason = re.search(r"Reason given by package: (.*)", text)
            variant.outcome = {
                "found": match.group(3) == "TRUE",
                "version": match.group(4),
                "reason": reason.group(1).strip() if reason else "",
                "cmake_error": "CMake Error" in text,
            }


def judge(variant):
    """Returns ("agree" | "clear error" | "disagree", explanation)."""
    outcome, reference = variant.outcome, variant.reference
    header = os.path.join(variant.directory, "cudnn_version.h")
    if outcome is None:
        return "disagree", "the configure stopped before this variant finished (a CMake error?)"
    if outcome["cmake_error"]:
        return "disagree", "a CMake error instead of the module's message"
    if isinstance(reference, tuple):
        expected = "%d.%d.%d" % reference
        if outcome["version"] and outcome["version"] != expected:
            return "disagree", "the module reports %s, the preprocessor %s" % (outcome["version"], expected)
        if outcome["found"]:
            return "agree", expected
    elif outcome["found"]:
        return "disagree", "found %s where %s" % (outcome["version"], reference)
    if header not in outcome["reason"]:
        return "disagree", "an error that does not name the header: " + outcome["reason"]
    return "clear error", outcome["reason"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--cc", required=True)
    parser.add_argument("--cmake", required=True)
    parser.add_argument("--generator", required=True)
    parser.add_argument("--module-dir", required=True)
    parser.add_argument("--fakes", required=True)
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--shards", type=int, default=2)
    args = parser.parse_args()

    shutil.rmtree(args.work_dir, ignore_errors=True)
    os.makedirs(args.work_dir)
    variants = generate(args.count, args.seed)
    for variant in variants:
        variant.directory = os.path.join(args.work_dir, "variants", variant.id)
        os.makedirs(variant.directory)
        with open(os.path.join(variant.directory, "cudnn_version.h"), "wb") as out:
            out.write(variant.text)

    source = os.path.join(args.work_dir, "reference.c")
    with open(source, "w", encoding="utf-8") as out:
        out.write(reference_source())
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.shards) as pool:
        references = pool.map(lambda v: run_reference(args.cc, source, v), variants)
        for variant, reference in zip(variants, references):
            variant.reference = reference

    outputs = run_module(args, write_shards(variants, args.work_dir, args.shards))
    read_outcomes(variants, outputs)

    verdicts = {"agree": 0, "clear error": 0, "disagree": 0}
    problems = []
    for variant in variants:
        verdict, explanation = judge(variant)
        verdicts[verdict] += 1
        outcome_kind = "found" if verdict == "agree" else "error"
        if verdict == "disagree":
            problems.append("DISAGREEMENT %s (%s): %s" % (variant.id, variant.family, explanation))
        elif outcome_kind != variant.expect:
            problems.append("UNEXPECTED %s (%s): expected %s, got: %s"
                            % (variant.id, variant.family, variant.expect, explanation))
    unexpected = sum(1 for line in problems if line.startswith("UNEXPECTED"))

    families = {}
    for variant in variants:
        families.setdefault(variant.family, [0, variant.expect])[0] += 1
    print("seed %d; families: %s" % (args.seed, ", ".join(
        "%s %d (%s)" % (name, count, expect) for name, (count, expect) in families.items())))
    for line in problems[:20]:
        print(line)
    if problems:
        print("header files under %s" % os.path.join(args.work_dir, "variants"))
    for shard, (returncode, output) in enumerate(outputs):
        if returncode != 0:
            print("shard %d configure failed (exit %d); its output ends with:\n%s"
                  % (shard, returncode, output[-3000:]))
    print("%d variants, %d disagreements, %d clear errors, %d unexpected outcomes"
          % (len(variants), verdicts["disagree"], verdicts["clear error"], unexpected))
    failed = verdicts["disagree"] or unexpected or any(rc != 0 for rc, _ in outputs)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
