"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}], function_type = (tensor<1x2xindex>, tensor<8x8xf64>, index) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, index), res_attrs = [{test.foo = 1 : i32}, {test.foo = 1 : i32}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> f64, sym_name = "helper3"}> ({
      %45 = "arith.constant"() <{value = dense<-17> : vector<1x2xi8>}> : () -> vector<1x2xi8>
      %46 = "arith.subi"(%45, %45) <{overflowFlags = #arith.overflow<none>}> : (vector<1x2xi8>, vector<1x2xi8>) -> vector<1x2xi8>
      %47 = "tensor.empty"() : () -> tensor<3xindex>
      %48 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<1xindex>}> : () -> tensor<1xindex>
      %49 = "tensor.insert_slice"(%48, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xindex>, tensor<3xindex>) -> tensor<3xindex>
      %50 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %51 = "arith.cmpf"(%50, %50) <{fastmath = #arith.fastmath<fast>, predicate = 8 : i64}> : (f32, f32) -> i1
      %52 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      "func.return"(%52) : (f64) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf64>, memref<3xf64>, memref<1x2xi32>, tensor<8x4xf64>) -> (f64, f32, memref<?x2xindex>), res_attrs = [{}, {test.foo = 1 : i32}, {}], sym_name = "f0"}> ({
  ^bb0(%arg0: tensor<3xf64>, %arg1: memref<3xf64>, %arg2: memref<1x2xi32>, %arg3: tensor<8x4xf64>):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%0) ({
      %41 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<1x2xbf16>}> : () -> vector<1x2xbf16>
      %42 = "math.log1p"(%41) <{fastmath = #arith.fastmath<none>}> : (vector<1x2xbf16>) -> vector<1x2xbf16>
      %43 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<3xbf16>}> : () -> tensor<3xbf16>
      %44 = "math.asin"(%43) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<3xbf16>) -> tensor<3xbf16>
      "scf.yield"() : () -> ()
    }, {
      %38 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      %39 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      %40 = "tensor.from_elements"(%38, %39, %39, %38) : (f64, f64, f64, f64) -> tensor<4xf64>
      "cf.assert"(%0) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "tensor.empty"(%1) : (index) -> tensor<3x4x?xi32>
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "tensor.empty"(%3) : (index) -> tensor<3x4x?xi32>
    %5 = "math.ipowi"(%2, %4) : (tensor<3x4x?xi32>, tensor<3x4x?xi32>) -> tensor<3x4x?xi32>
    %6 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %7 = "scf.while"(%6) ({
    ^bb0(%arg7: i32):
      %23 = "tensor.empty"() : () -> tensor<3xindex>
      %24 = "arith.constant"() <{value = 0 : index}> : () -> index
      %25 = "arith.constant"() <{value = 5 : index}> : () -> index
      %26 = "arith.constant"() <{value = 3 : index}> : () -> index
      %27 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %28 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
      %29:2 = "scf.for"(%24, %25, %26, %27, %28) ({
      ^bb0(%arg8: index, %arg9: index, %arg10: f16):
        %32 = "arith.extf"(%28) : (f16) -> f64
        %33 = "arith.constant"() <{value = -2 : i16}> : () -> i16
        %34:2 = "arith.mului_extended"(%33, %33) : (i16, i16) -> (i16, i16)
        %35 = "tensor.empty"() : () -> tensor<1x2xindex>
        %36 = "tensor.empty"() : () -> tensor<8x8xf64>
        %37 = "func.constant"() <{value = @ext0}> : () -> ((tensor<1x2xindex>, tensor<8x8xf64>, index) -> ())
        "func.call_indirect"(%37, %35, %36, %1) : ((tensor<1x2xindex>, tensor<8x8xf64>, index) -> (), tensor<1x2xindex>, tensor<8x8xf64>, index) -> ()
        "scf.yield"(%arg9, %arg10) : (index, f16) -> ()
      }) : (index, index, index, index, f16) -> (index, f16)
      %30 = "arith.constant"() <{value = -1 : i16}> : () -> i16
      %31 = "arith.cmpi"(%30, %30) <{predicate = 0 : i64}> : (i16, i16) -> i1
      "scf.condition"(%31, %arg7) : (i1, i32) -> ()
    }, {
    ^bb0(%arg6: i32):
      %18 = "tensor.empty"() : () -> tensor<1x2xindex>
      %19 = "tensor.empty"() : () -> tensor<8x8xf64>
      "func.call"(%18, %19, %1) <{callee = @ext0}> : (tensor<1x2xindex>, tensor<8x8xf64>, index) -> ()
      "cf.assert"(%0) <{msg = "ok"}> : (i1) -> ()
      %20 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      %21 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %22 = "arith.cmpi"(%20, %21) <{predicate = 7 : i64}> : (i8, i8) -> i1
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i32) -> i32
    "scf.if"(%0) ({
      %12 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      %13 = "arith.select"(%0, %12, %12) : (i1, f64, f64) -> f64
      %14 = "arith.constant"() <{value = dense<[[0, -5]]> : tensor<1x2xindex>}> : () -> tensor<1x2xindex>
      %15 = "scf.forall"(%14) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 1>}> ({
      ^bb0(%arg4: index, %arg5: tensor<1x2xindex>):
        "scf.execute_region"() ({
          %16 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1x2xf64>}> : () -> tensor<1x2xf64>
          %17 = "arith.ori"(%1, %1) : (index, index) -> index
          "scf.yield"() : () -> ()
        }) : () -> ()
        "scf.forall.in_parallel"() ({
          "tensor.parallel_insert_slice"(%14, %arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<1x2xindex>, tensor<1x2xindex>, index) -> ()
        }) : () -> ()
      }) : (tensor<1x2xindex>) -> tensor<1x2xindex>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %8 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = 7 : index}> : () -> index
    %11 = "memref.alloc"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x2xindex>
    "func.return"(%8, %9, %11) : (f64, f32, memref<?x2xindex>) -> ()
  }) {ref = @inner::@helper3} : () -> ()
}) : () -> ()

