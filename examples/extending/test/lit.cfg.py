# -*- Python -*-
# lit configuration for the out-of-tree examples: the installed Cleave's
# tools, the plugins and the program built here.
import os

import lit.formats

config.name = "CLEAVE-EXTENDING"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.example_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]

config.environment["PATH"] = os.pathsep.join(
    [config.cleave_tools_dir, config.llvm_tools_dir, os.environ["PATH"]])
for var in ["HOME", "TMP", "TEMP"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]
# OpenMPI as root, and the malloc tuning cleave-run expects.
config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
config.environment["MALLOC_MMAP_MAX_"] = "0"
config.environment["MALLOC_TRIM_THRESHOLD_"] = "4294967296"

root = config.example_obj_root
config.substitutions.append(
    ("%collective_report", os.path.join(root, "collective-report",
                                        "CollectiveReport.so")))
config.substitutions.append(
    ("%attention_plugin", os.path.join(root, "attention",
                                       "ExampleAttention.so")))
config.substitutions.append(
    ("%build_and_partition", os.path.join(root, "build-and-partition",
                                          "build-and-partition")))
