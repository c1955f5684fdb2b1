"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}, {test.foo = 1 : i32}], function_type = (memref<2x?xf16>, memref<2x8x?xf16>, f16, bf16) -> (), sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<2x?xf16>, %arg1: memref<2x8x?xf16>, %arg2: f16, %arg3: bf16):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "memref.dim"(%arg1, %0) : (memref<2x8x?xf16>, index) -> index
    %2 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %3:2 = "scf.index_switch"(%2) <{cases = array<i64: 0, 4, 5>}> ({
      %21 = "arith.constant"() <{value = dense<-1> : vector<2x4xi16>}> : () -> vector<2x4xi16>
      %22 = "arith.cmpi"(%21, %21) <{predicate = 9 : i64}> : (vector<2x4xi16>, vector<2x4xi16>) -> vector<2x4xi1>
      %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %24 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      "scf.yield"(%23, %24) : (i32, f32) -> ()
    }, {
      %16 = "arith.constant"() <{value = 8 : index}> : () -> index
      %17 = "memref.alloc"(%16) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xbf16>
      "memref.copy"(%17, %17) : (memref<2x?xbf16>, memref<2x?xbf16>) -> ()
      %18 = "arith.index_castui"(%1) : (index) -> i16
      %19 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %20 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      "scf.yield"(%19, %20) : (i32, f32) -> ()
    }, {
      %12 = "arith.cmpi"(%2, %1) <{predicate = 2 : i64}> : (index, index) -> i1
      %13 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
      "func.call"(%arg0, %arg1, %arg2, %13) <{callee = @f0}> : (memref<2x?xf16>, memref<2x8x?xf16>, f16, bf16) -> ()
      %14 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %15 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      "scf.yield"(%14, %15) : (i32, f32) -> ()
    }, {
      %5 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %6 = "math.ctlz"(%5) : (i64) -> i64
      %7 = "arith.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %8 = "tensor.cast"(%7) : (tensor<1xi32>) -> tensor<1xi32>
      %9 = "arith.constant"() <{value = 33 : i32}> : () -> i32
      %10 = "arith.cmpi"(%9, %9) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "cf.assert"(%10) <{msg = "bounds check"}> : (i1) -> ()
      %11 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      "scf.yield"(%9, %11) : (i32, f32) -> ()
    }) : (index) -> (i32, f32)
    %4 = "arith.negf"(%3#1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) {test.module_note = "std"} : () -> ()

