#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}], function_type = (vector<1x2xindex>, index, index) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> (tensor<2xf32>, i16), sym_name = "kernel_0"}> ({
    %7 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %8 = "tensor.from_elements"(%7, %7, %7) : (f32, f32, f32) -> tensor<3xf32>
    %9 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %10 = "arith.cmpi"(%9, %9) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %11 = "arith.constant"() <{value = -1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%10, %11, %12, %11)[^bb4, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, index, f32, index) -> ()
  ^bb1(%13: index):  // pred: ^bb0
    %14 = "arith.constant"() <{value = 6 : index}> : () -> index
    %15 = "arith.constant"() <{value = 7 : index}> : () -> index
    %16 = "memref.alloc"(%14, %15) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xindex, #map>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    "memref.copy"(%17, %17) : (memref<2xf32>, memref<2xf32>) -> ()
    %18 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    "cf.switch"(%9, %12, %18, %11, %7, %12, %18)[^bb3, ^bb4, ^bb3] <{case_operand_segments = array<i32: 2, 2>, case_values = dense<[-1, 0]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 2, 4>}> : (i16, f32, bf16, index, f32, f32, bf16) -> ()
  ^bb3(%19: f32, %20: bf16):  // 2 preds: ^bb2, ^bb2
    "cf.br"(%11, %7)[^bb4] : (index, f32) -> ()
  ^bb4(%21: index, %22: f32):  // 3 preds: ^bb0, ^bb2, ^bb3
    %23 = "arith.constant"() <{value = dense<[3.000000e+00, 2.500000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    "func.return"(%23, %9) : (tensor<2xf32>, i16) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}], function_type = (tensor<2xf32>, i32, index) -> vector<1x2xindex>, sym_name = "f1"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: i32, %arg2: index):
    %0 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xf64>
    "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f64, %arg4: f64):
      "linalg.yield"(%arg3) : (f64) -> ()
    }) : (f64, memref<1x2xf64>) -> ()
    %2 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %3 = "arith.extf"(%2) : (f32) -> f64
    %4 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %5:2 = "arith.mului_extended"(%4, %4) : (i16, i16) -> (i16, i16)
    %6 = "arith.constant"() <{value = dense<[[0, 76]]> : vector<1x2xindex>}> : () -> vector<1x2xindex>
    "func.return"(%6) : (vector<1x2xindex>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

