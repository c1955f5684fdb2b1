#!/bin/sh
# Regenerates tests/cases/expected.txt: runs every conformance case through
# LLVM FileCheck 22 (/usr/lib/llvm-22/bin/FileCheck) and records its exit code.
set -e
cd "$(dirname "$0")/../../.."
FILECHECK_RECORD=1 cargo test -p tessera-filecheck --test conformance -- --nocapture
