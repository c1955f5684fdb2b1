"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}], function_type = (vector<8x1xindex>, memref<2x2xindex>, i16) -> (tensor<2x2xi16>, i16, memref<2x2xi32>), res_attrs = [{llvm.noundef}, {}, {}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: vector<8x1xindex>, %arg1: memref<2x2xindex>, %arg2: i16):
    %0 = "arith.constant"() <{value = dense<32767> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 2, 2, 1>}> : (tensor<2x2xi16>) -> tensor<2x2x1xi16>
    %2 = "arith.constant"() <{value = dense<[[127, -1], [1, 127]]> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
    %3 = "linalg.mul"(%2, %2, %2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i8):
      %13 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%13) : (i8) -> ()
    }) : (tensor<2x2xi8>, tensor<2x2xi8>, tensor<2x2xi8>) -> tensor<2x2xi8>
    %4 = "arith.constant"() <{value = -17 : index}> : () -> index
    %5 = "arith.cmpi"(%4, %4) <{predicate = 4 : i64}> : (index, index) -> i1
    %6 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %8 = "arith.minimumf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %9 = "tensor.from_elements"(%4, %4) : (index, index) -> tensor<2xindex>
    %10 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %11 = "arith.addf"(%10, %10) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x2xi32>
    "func.return"(%0, %arg2, %12) : (tensor<2x2xi16>, i16, memref<2x2xi32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

