#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (vector<4x8x4xi32>, index) -> tensor<4x8x4xi32>, sym_name = "f0"}> ({
  ^bb0(%arg3: vector<4x8x4xi32>, %arg4: index):
    %16 = "arith.constant"() <{value = dense<true> : vector<8x8xi1>}> : () -> vector<8x8xi1>
    %17 = "arith.constant"() <{value = dense<1> : vector<8x8xindex>}> : () -> vector<8x8xindex>
    %18 = "arith.select"(%16, %17, %17) : (vector<8x8xi1>, vector<8x8xindex>, vector<8x8xindex>) -> vector<8x8xindex>
    %19 = "arith.constant"() <{value = dense<77> : vector<4x8x4xi32>}> : () -> vector<4x8x4xi32>
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "func.call"(%19, %20) <{callee = @f0}> : (vector<4x8x4xi32>, index) -> tensor<4x8x4xi32>
    %22 = "arith.constant"() <{value = false}> : () -> i1
    %23 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "cf.cond_br"(%22, %23)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    %24 = "arith.constant"() <{value = dense<39> : vector<8x8xi64>}> : () -> vector<8x8xi64>
    %25 = "arith.ceildivui"(%24, %24) : (vector<8x8xi64>, vector<8x8xi64>) -> vector<8x8xi64>
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 6 : index}> : () -> index
    %28 = "memref.alloc"(%26, %27) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xindex, #map>
    %29 = "arith.cmpi"(%arg4, %27) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.cond_br"(%29, %23)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2(%30: i32):  // 2 preds: ^bb0, ^bb1
    %31 = "arith.constant"() <{value = false}> : () -> i1
    %32 = "arith.select"(%31, %arg4, %arg4) : (i1, index, index) -> index
    %33 = "scf.execute_region"() ({
      %35 = "tensor.empty"() : () -> tensor<8x8xindex>
      %36 = "tensor.collapse_shape"(%35) <{reassociation = [[0, 1]]}> : (tensor<8x8xindex>) -> tensor<64xindex>
      %37 = "tensor.empty"() : () -> tensor<1x4x8xf16>
      %38 = "linalg.mul"(%37, %37, %37) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg5: f16, %arg6: f16, %arg7: f16):
        %41 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
        "linalg.yield"(%41) : (f16) -> ()
      }) : (tensor<1x4x8xf16>, tensor<1x4x8xf16>, tensor<1x4x8xf16>) -> tensor<1x4x8xf16>
      %39 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
      %40 = "tensor.splat"(%39) : (f16) -> tensor<8x8xf16>
      "scf.yield"(%18) : (vector<8x8xindex>) -> ()
    }) : () -> vector<8x8xindex>
    %34 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.switch"(%34)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[3, 4, 6]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb3:  // 5 preds: ^bb1, ^bb2, ^bb2, ^bb2, ^bb2
    "func.return"(%21) : (tensor<4x8x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {test.foo = 1 : i32}], function_type = (tensor<8x8xi64>, tensor<4x8x4xindex>, i32) -> (), sym_name = "fn.1"}> ({
  ^bb0(%arg0: tensor<8x8xi64>, %arg1: tensor<4x8x4xindex>, %arg2: i32):
    %0 = "tensor.empty"() : () -> tensor<8x8xindex>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 1, 8>}> : (tensor<8x8xindex>) -> tensor<8x1x8xindex>
    %2 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %3 = "math.copysign"(%2, %2) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %4 = "math.isfinite"(%3) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %5 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %6 = "arith.maxnumf"(%5, %5) <{fastmath = #arith.fastmath<fast>}> : (f16, f16) -> f16
    %7 = "scf.execute_region"() ({
      %13 = "arith.constant"() <{value = 65 : i32}> : () -> i32
      "func.call"(%arg0, %arg1, %13) <{callee = @fn.1}> : (tensor<8x8xi64>, tensor<4x8x4xindex>, i32) -> ()
      %14 = "arith.addf"(%3, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %15 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      "scf.yield"(%15) : (index) -> ()
    }) : () -> index
    %8 = "arith.constant"() <{value = dense<1> : vector<4x8x4xi32>}> : () -> vector<4x8x4xi32>
    %9 = "arith.constant"() <{value = dense<38> : vector<4x8x4xi32>}> : () -> vector<4x8x4xi32>
    %10 = "arith.subi"(%8, %9) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4x8x4xi32>, vector<4x8x4xi32>) -> vector<4x8x4xi32>
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xindex>
    %12 = "memref.subview"(%11) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 5>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x8xindex>) -> memref<1x1xindex, strided<[8, 1], offset: 37>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

