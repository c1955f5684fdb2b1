"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (vector<2x8xf32>, f32, tensor<4x?x?xi32>) -> f32, sym_name = "helper5", sym_visibility = "private"}> ({
    ^bb0(%arg3: vector<2x8xf32>, %arg4: f32, %arg5: tensor<4x?x?xi32>):
      %26 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4x2x3xf32>}> : () -> vector<4x2x3xf32>
      %27 = "arith.minimumf"(%26, %26) <{fastmath = #arith.fastmath<arcp>}> : (vector<4x2x3xf32>, vector<4x2x3xf32>) -> vector<4x2x3xf32>
      %28 = "arith.constant"() <{value = 0 : index}> : () -> index
      %29 = "arith.constant"() <{value = 1 : index}> : () -> index
      %30 = "arith.constant"() <{value = 2 : index}> : () -> index
      %31 = "arith.constant"() <{value = 0 : index}> : () -> index
      %32 = "arith.constant"() <{value = 8 : index}> : () -> index
      %33 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.parallel"(%28, %31, %29, %32, %30, %33) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
      ^bb0(%arg6: index, %arg7: index):
        %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xi32>
        %35 = "memref.cast"(%34) : (memref<3x2xi32>) -> memref<3x2xi32>
        "scf.reduce"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "func.return"(%arg4) : (f32) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, tensor<?x2xi32>), sym_name = "f0"}> ({
    %0 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<4x2x3xbf16>}> : () -> tensor<4x2x3xbf16>
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "tensor.extract_slice"(%0, %1, %2) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 1, 3>, static_strides = array<i64: 3, -9223372036854775808, -9223372036854775808>}> : (tensor<4x2x3xbf16>, index, index) -> tensor<2x1x3xbf16>
    %4 = "arith.constant"() <{value = 6 : index}> : () -> index
    %5 = "tensor.empty"(%4) : (index) -> tensor<?x2xf16>
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    %7 = "tensor.empty"(%6) : (index) -> tensor<?x2xf16>
    %8 = "arith.minimumf"(%5, %7) <{fastmath = #arith.fastmath<fast>}> : (tensor<?x2xf16>, tensor<?x2xf16>) -> tensor<?x2xf16>
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.cmpi"(%1, %9) <{predicate = 7 : i64}> : (index, index) -> i1
    "cf.assert"(%10) <{msg = "bounds check"}> : (i1) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg0: index):
      %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %17 = "arith.minsi"(%16, %16) : (i32, i32) -> i32
      %18 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %19 = "arith.truncf"(%18) : (f64) -> f32
      %20 = "arith.constant"() <{value = 0 : index}> : () -> index
      %21 = "arith.constant"() <{value = 1 : index}> : () -> index
      %22 = "scf.for"(%20, %arg0, %21, %19) ({
      ^bb0(%arg1: index, %arg2: f32):
        %23 = "arith.constant"() <{value = -16 : i32}> : () -> i32
        %24 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        %25 = "tensor.from_elements"(%23, %24, %23, %24) : (i32, i32, i32, i32) -> tensor<2x2xi32>
        "scf.yield"(%arg2) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %11 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %12 = "math.round"(%11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %13 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 3 : index}> : () -> index
    %15 = "tensor.empty"(%14) : (index) -> tensor<?x2xi32>
    "func.return"(%13, %15) : (i32, tensor<?x2xi32>) -> ()
  }) {ref = @inner::@helper5} : () -> ()
}) : () -> ()

