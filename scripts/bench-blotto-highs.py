#!/usr/bin/env python3
"""Solve the slides' Blotto flow LPs with HiGHS (interior point) for a side-by-side benchmark.

Usage: scripts/bench-blotto.sh (which installs highspy into target/bench-venv, exports each
row's LP with `gamelab blotto export-lp`, runs this script and prints the table).
Reads LP files given on the command line; prints one JSON line per file with the objective and
the wall time of HiGHS's interior-point solve (the fast path; its simplex takes minutes here).
"""
import json
import sys
import time

import highspy


def solve(path):
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("solver", "ipm")
    h.readModel(path)
    t0 = time.perf_counter()
    h.run()
    ms = (time.perf_counter() - t0) * 1e3
    info = h.getInfo()
    return {
        "file": path,
        "status": h.modelStatusToString(h.getModelStatus()),
        "objective": info.objective_function_value,
        "highs_ipm_ms": ms,
        "highs_version": highspy.Highs().version() if hasattr(highspy.Highs(), "version") else "",
    }


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(json.dumps(solve(p)), flush=True)
