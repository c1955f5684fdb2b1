"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.noundef}], function_type = (f32, f32, i32) -> (f32, i32), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (vector<1xbf16>, i32) -> (f32, tensor<4x4xf32>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "f0"}> ({
    %18 = "arith.constant"() <{value = dense<[[4611686018427387903, 4611686018427387903, 80, 0], [4611686018427387903, 4611686018427387903, 4611686018427387903, 1], [0, 36, 0, 21], [-4, 4611686018427387903, 0, 51]]> : vector<4x4xindex>}> : () -> vector<4x4xindex>
    %19 = "arith.index_cast"(%18) : (vector<4x4xindex>) -> vector<4x4xi32>
    %20 = "tensor.empty"() : () -> tensor<4x4xf32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 4, 2, 2>}> : (tensor<4x4xf32>) -> tensor<4x2x2xf32>
    %22 = "arith.constant"() <{value = dense<false> : vector<2xi1>}> : () -> vector<2xi1>
    %23 = "arith.constant"() <{value = dense<[0.000000e+00, 1.000000e+02]> : vector<2xf32>}> : () -> vector<2xf32>
    %24 = "arith.select"(%22, %23, %23) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
    %26 = "memref.subview"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 2, 1>}> : (memref<4x4xf32>) -> memref<2x1xf32, strided<[8, 1], offset: 5>>
    %27 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %28:2 = "arith.mulsi_extended"(%27, %27) : (i32, i32) -> (i32, i32)
    %29 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%29, %26, %30, %31) : (f32, memref<2x1xf32, strided<[8, 1], offset: 5>>, index, index) -> ()
    %32 = "arith.constant"() <{value = 2 : index}> : () -> index
    %33 = "tensor.empty"(%32) : (index) -> tensor<4x?xi32>
    %34 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
    %35 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
    "linalg.div"(%34, %35, %34) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: bf16, %arg2: bf16, %arg3: bf16):
      %37 = "arith.divf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%37) : (bf16) -> ()
    }) : (memref<4xbf16>, memref<4xbf16>, memref<4xbf16>) -> ()
    %36 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    "func.return"(%36) : (i32) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (f32) -> i64, res_attrs = [{llvm.signext}], sym_name = "f1"}> ({
  ^bb0(%arg0: f32):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %1 = "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xi32>) -> memref<1xi32, strided<[1]>>
    %2 = "arith.constant"() <{value = 7 : index}> : () -> index
    %3 = "tensor.empty"(%2) : (index) -> tensor<?x4xf32>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 3 : index}> : () -> index
    %6 = "tensor.insert"(%arg0, %3, %4, %5) : (f32, tensor<?x4xf32>, index, index) -> tensor<?x4xf32>
    %7 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.constant"() <{value = true}> : () -> i1
    %9 = "arith.constant"() <{value = true}> : () -> i1
    %10 = "arith.cmpi"(%8, %9) <{predicate = 7 : i64}> : (i1, i1) -> i1
    %11 = "arith.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
    %12 = "arith.negf"(%11) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<1xf32>) -> vector<1xf32>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %13 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    %14 = "arith.cmpf"(%13, %13) <{fastmath = #arith.fastmath<arcp>, predicate = 15 : i64}> : (f64, f64) -> i1
    %15 = "arith.constant"() <{value = dense<3.000000e+00> : vector<1x8x8xf32>}> : () -> vector<1x8x8xf32>
    %16 = "arith.remf"(%15, %15) <{fastmath = #arith.fastmath<none>}> : (vector<1x8x8xf32>, vector<1x8x8xf32>) -> vector<1x8x8xf32>
    %17 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "func.return"(%17) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

