"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "g0", type = memref<1x4xbf16>}> : () -> ()
  "func.func"() <{function_type = (i64, index) -> index, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (vector<4xi8>) -> f64, sym_name = "compute0"}> ({
  ^bb0(%arg9: vector<4xi8>):
    %23 = "arith.constant"() <{value = false}> : () -> i1
    %24 = "scf.if"(%23) ({
      %35 = "tensor.empty"() : () -> tensor<4xi64>
      %36 = "arith.constant"() <{value = 2 : index}> : () -> index
      %37 = "tensor.extract"(%35, %36) : (tensor<4xi64>, index) -> i64
      %38 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xi64>
      "memref.dealloc"(%38) : (memref<1x8xi64>) -> ()
      "scf.yield"(%37) : (i64) -> ()
    }, {
      %32 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
      %33 = "arith.cmpi"(%32, %32) <{predicate = 8 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
      %34 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "scf.yield"(%34) : (i64) -> ()
    }) : (i1) -> i64
    %25 = "arith.constant"() <{value = dense<[-15, 0]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %26 = "tensor.extract_slice"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<2xi64>) -> tensor<1xi64>
    %27 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %28 = "memref.reinterpret_cast"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xf32>) -> memref<2x2xf32, strided<[2, 1]>>
    %29 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %30 = "arith.remui"(%29, %29) : (i32, i32) -> i32
    %31 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    "func.return"(%31) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, memref<4xi64>, i64) -> (i16, index, vector<1x8xindex>), res_attrs = [{}, {test.foo = 1 : i32}, {}], sym_name = "f1"}> ({
  ^bb0(%arg0: i64, %arg1: memref<4xi64>, %arg2: i64):
    %0 = "tensor.empty"() : () -> tensor<8xf16>
    %1 = "tensor.empty"() : () -> tensor<1x8xf16>
    %2 = "linalg.broadcast"(%0, %1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: f16, %arg8: f16):
      "linalg.yield"(%arg7) : (f16) -> ()
    }) : (tensor<8xf16>, tensor<1x8xf16>) -> tensor<1x8xf16>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xindex>
    %4 = "arith.constant"() <{value = -1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    "memref.store"(%4, %3, %5, %6) : (index, memref<1x8xindex>, index, index) -> ()
    "cf.br"(%6)[^bb2] : (index) -> ()
  ^bb2(%7: index):  // pred: ^bb1
    %8 = "arith.constant"() <{value = dense<1.500000e-01> : tensor<1x8xf64>}> : () -> tensor<1x8xf64>
    %9 = "linalg.transpose"(%8, %8) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg5: f64, %arg6: f64):
      "linalg.yield"(%arg5) : (f64) -> ()
    }) : (tensor<1x8xf64>, tensor<1x8xf64>) -> tensor<1x8xf64>
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "arith.cmpi"(%10, %10) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %12 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.cond_br"(%11, %12, %12)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb3(%13: f64):  // pred: ^bb2
    %14 = "tensor.empty"() : () -> tensor<1x3xi32>
    %15 = "tensor.empty"() : () -> tensor<3x1xi32>
    %16 = "linalg.transpose"(%14, %15) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg3: i32, %arg4: i32):
      "linalg.yield"(%arg3) : (i32) -> ()
    }) : (tensor<1x3xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %17 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    "cf.switch"(%17, %13, %13, %13, %13)[^bb4, ^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[3, 4, 7]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f64, f64, f64, f64) -> ()
  ^bb4(%18: f64):  // 5 preds: ^bb2, ^bb3, ^bb3, ^bb3, ^bb3
    %19 = "memref.get_global"() <{name = @g0}> : () -> memref<1x4xbf16>
    %20 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %21 = "arith.constant"() <{value = 0 : index}> : () -> index
    %22 = "arith.constant"() <{value = dense<75> : vector<1x8xindex>}> : () -> vector<1x8xindex>
    "func.return"(%20, %21, %22) : (i16, index, vector<1x8xindex>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) {test.module_note = "std"} : () -> ()

