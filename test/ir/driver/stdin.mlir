// Input from stdin, with `-` and with no file name; its locations say <stdin>.
// RUN: ir-opt --allow-unregistered-dialect - < %s | FileCheck %s --check-prefix=PLAIN
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo < %s | FileCheck %s --check-prefix=LOC
// RUN: cat %s | ir-opt --allow-unregistered-dialect - | FileCheck %s --check-prefix=PLAIN
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect - < %s | FileCheck %s --check-prefix=PLAIN %}
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo < %s | FileCheck %s --check-prefix=LOC %}

"t.a"() : () -> ()

// PLAIN: module {
// PLAIN-NEXT: "t.a"() : () -> (){{$}}
// PLAIN-NEXT: }

// LOC: module {
// LOC-NEXT: "t.a"() : () -> () loc(#loc1)
// LOC-NEXT: } loc(#loc)
// LOC-NEXT: #loc = loc("<stdin>":0:0)
// LOC-NEXT: #loc1 = loc("<stdin>":[[@LINE-10]]:1)
