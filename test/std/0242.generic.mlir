#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i64, i16) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.noundef}, {test.foo = 1 : i32}, {}], function_type = (i64, memref<3x4xi64>, i64, vector<3x4xi8>) -> i8, res_attrs = [{llvm.zeroext}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i64, %arg1: memref<3x4xi64>, %arg2: i64, %arg3: vector<3x4xi8>):
    %9 = "arith.constant"() <{value = dense<[[0, 8, 0, 127], [70, 1, 77, 72], [1, 80, 1, 127]]> : tensor<3x4xi8>}> : () -> tensor<3x4xi8>
    %10 = "tensor.expand_shape"(%9) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 3, 4>}> : (tensor<3x4xi8>) -> tensor<1x3x4xi8>
    %11 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %12 = "arith.constant"() <{value = 44 : i64}> : () -> i64
    "cf.switch"(%11, %arg0, %arg0, %12, %arg2)[^bb1, ^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[1, 2, 4]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i64, i64, i64, i64) -> ()
  ^bb1(%13: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 7>}> ({
    ^bb0(%arg4: index):
      %17 = "arith.constant"() <{value = 0 : index}> : () -> index
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "arith.constant"() <{value = 3 : index}> : () -> index
      %20 = "tensor.extract"(%10, %17, %18, %19) : (tensor<1x3x4xi8>, index, index, index) -> i8
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %14 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "cf.br"(%14)[^bb2] : (i64) -> ()
  ^bb2(%15: i64):  // 2 preds: ^bb0, ^bb1
    %16 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "func.return"(%16) : (i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "compute1"}> ({
    %0 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %1 = "arith.maxnumf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "arith.constant"() <{value = 7 : index}> : () -> index
    %4 = "memref.alloc"(%2, %3) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map>
    %5 = "arith.constant"() <{value = 6 : index}> : () -> index
    %6 = "memref.alloca"(%5) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi8>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "memref.load"(%6, %7) : (memref<?xi8>, index) -> i8
    "func.return"() : () -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

