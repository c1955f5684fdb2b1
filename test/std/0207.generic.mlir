#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> i32, sym_name = "helper6", sym_visibility = "private"}> ({
      %25 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x2xf32>
      %26 = "arith.constant"() <{value = 1 : index}> : () -> index
      %27 = "memref.subview"(%25, %26) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 3, -9223372036854775808>}> : (memref<8x2xf32>, index) -> memref<2x1xf32, strided<[6, ?], offset: 1>>
      %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "cf.br"(%28, %28)[^bb1] : (i32, i32) -> ()
    ^bb1(%29: i32, %30: i32):  // pred: ^bb0
      %31 = "arith.constant"() <{value = dense<[[[18], [50], [1], [2147483647]], [[0], [2147483647], [0], [1]], [[-11], [-1], [0], [0]]]> : tensor<3x4x1xi32>}> : () -> tensor<3x4x1xi32>
      %32 = "tensor.collapse_shape"(%31) <{reassociation = [[0, 1], [2]]}> : (tensor<3x4x1xi32>) -> tensor<12x1xi32>
      %33 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "cf.switch"(%33, %26)[^bb2, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<-1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, index) -> ()
    ^bb2:  // pred: ^bb1
      %34 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      %35 = "arith.ori"(%34, %34) : (i8, i8) -> i8
      %36 = "arith.constant"() <{value = 1 : index}> : () -> index
      %37 = "arith.cmpi"(%26, %36) <{predicate = 8 : i64}> : (index, index) -> i1
      "cf.cond_br"(%37, %26, %36)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
    ^bb3(%38: index):  // 3 preds: ^bb1, ^bb2, ^bb2
      "cf.br"(%28)[^bb4] : (i32) -> ()
    ^bb4(%39: i32):  // pred: ^bb3
      "func.return"(%39) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}, {}], function_type = (i32, f16, vector<8x2xi32>, memref<8x2xf32>) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg7: i32, %arg8: f16, %arg9: vector<8x2xi32>, %arg10: memref<8x2xf32>):
    %17 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%17) <{msg = "ok"}> : (i1) -> ()
    "func.call"(%arg7, %arg8, %arg9, %arg10) <{callee = @fn.0}> : (i32, f16, vector<8x2xi32>, memref<8x2xf32>) -> ()
    %18 = "arith.constant"() <{value = dense<47> : vector<1xi8>}> : () -> vector<1xi8>
    %19 = "arith.uitofp"(%18) : (vector<1xi8>) -> vector<1xf32>
    %20 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %21 = "arith.fptosi"(%20) : (f32) -> i32
    %22 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %23 = "arith.fptosi"(%22) : (f64) -> i16
    %24 = "arith.maximumf"(%20, %20) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.noundef}, {}, {test.foo = 1 : i32}], function_type = (i32, i32, i32, f16) -> (), sym_name = "compute1"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f16):
    %0 = "tensor.empty"() : () -> tensor<1xf16>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.insert_slice"(%0, %0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: -9223372036854775808>}> : (tensor<1xf16>, tensor<1xf16>, index) -> tensor<1xf16>
    %3 = "arith.constant"() <{value = dense<31> : vector<8x2xi32>}> : () -> vector<8x2xi32>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x2xf32>
    "func.call"(%arg2, %arg3, %3, %4) <{callee = @fn.0}> : (i32, f16, vector<8x2xi32>, memref<8x2xf32>) -> ()
    %5 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %6 = "arith.cmpi"(%5, %5) <{predicate = 2 : i64}> : (i16, i16) -> i1
    %7 = "arith.select"(%6, %2, %2) : (i1, tensor<1xf16>, tensor<1xf16>) -> tensor<1xf16>
    %8 = "arith.constant"() <{value = dense<false> : vector<8x2xi1>}> : () -> vector<8x2xi1>
    %9 = "arith.cmpi"(%8, %8) <{predicate = 0 : i64}> : (vector<8x2xi1>, vector<8x2xi1>) -> vector<8x2xi1>
    %10 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %12:2 = "scf.for"(%10, %arg1, %11, %arg3, %arg3) ({
    ^bb0(%arg4: i32, %arg5: f16, %arg6: f16):
      %13 = "arith.constant"() <{value = 2 : index}> : () -> index
      %14 = "arith.constant"() <{value = 4 : index}> : () -> index
      %15 = "memref.alloc"(%13, %14) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf16, #map>
      %16 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
      "scf.yield"(%16, %arg3) : (f16, f16) -> ()
    }) : (i32, i32, i32, f16, f16) -> (f16, f16)
    "func.return"() : () -> ()
  }) {ref = @inner::@helper6} : () -> ()
}) {test.module_note = "std"} : () -> ()

