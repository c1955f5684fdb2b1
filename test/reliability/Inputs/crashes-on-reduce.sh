#!/bin/sh
# ir-reduce's interestingness test for reduce.test: the file still makes
# ir-opt's test pass crash on a stablehlo.reduce (ir-opt from PATH: lit
# puts the tools there).
ir-opt --test-crash-on=stablehlo.reduce "$1" 2>&1 >/dev/null | grep -q "crashed on 'stablehlo.reduce'"
