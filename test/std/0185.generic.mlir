#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f32, bf16) -> (bf16, bf16), sym_name = "f0"}> ({
  ^bb0(%arg0: f32, %arg1: bf16):
    %0 = "tensor.empty"() : () -> tensor<2xbf16>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (tensor<2xbf16>) -> tensor<1x2xbf16>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 56 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "scf.for"(%2, %3, %4, %arg1) ({
    ^bb0(%arg5: index, %arg6: bf16):
      %43 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %44 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %45 = "arith.cmpi"(%43, %44) <{predicate = 7 : i64}> : (i64, i64) -> i1
      "cf.assert"(%45) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      %46 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
      %47 = "math.powf"(%46, %46) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64) -> f64
      %48 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xbf16>
      "memref.dealloc"(%48) : (memref<2xbf16>) -> ()
      %49 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
      %50 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
      %51 = "tensor.from_elements"(%49, %50, %49, %49) : (f16, f16, f16, f16) -> tensor<2x2xf16>
      %52 = "arith.constant"() <{value = -2.500000e-01 : bf16}> : () -> bf16
      "scf.yield"(%52) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    %6 = "arith.constant"() <{value = dense<0.000000e+00> : vector<1xbf16>}> : () -> vector<1xbf16>
    %7 = "arith.fptoui"(%6) : (vector<1xbf16>) -> vector<1xi32>
    %8 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<2xi64>}> : () -> tensor<2xi64>
    %10 = "arith.bitcast"(%9) : (tensor<2xi64>) -> tensor<2xf64>
    %11 = "arith.constant"() <{value = dense<2147483647> : vector<4x8xi32>}> : () -> vector<4x8xi32>
    %12 = "arith.uitofp"(%11) : (vector<4x8xi32>) -> vector<4x8xf32>
    %13 = "arith.constant"() <{value = dense<[1, 48, 2147483647]> : vector<3xi32>}> : () -> vector<3xi32>
    %14 = "arith.constant"() <{value = dense<3> : vector<3xi32>}> : () -> vector<3xi32>
    %15:2 = "arith.mului_extended"(%13, %14) : (vector<3xi32>, vector<3xi32>) -> (vector<3xi32>, vector<3xi32>)
    %16 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1x1xbf16>
    %17 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4x1x1xbf16>) -> memref<4xbf16, strided<[1]>>
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "math.ctpop"(%18) : (i32) -> i32
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "tensor.insert_slice"(%0, %0, %20) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xbf16>, tensor<2xbf16>, index) -> tensor<2xbf16>
    %22 = "func.constant"() <{value = @f0}> : () -> ((f32, bf16) -> (bf16, bf16))
    %23:2 = "func.call_indirect"(%22, %8, %arg1) : ((f32, bf16) -> (bf16, bf16), f32, bf16) -> (bf16, bf16)
    %24 = "arith.constant"() <{value = dense<-8> : tensor<1xindex>}> : () -> tensor<1xindex>
    %25 = "arith.cmpi"(%24, %24) <{predicate = 0 : i64}> : (tensor<1xindex>, tensor<1xindex>) -> tensor<1xi1>
    %26 = "arith.constant"() <{value = dense<[[4.000000e+02, 0.000000e+00, 4.000000e+02], [2.500000e+00, 1.000000e+02, 1.000000e+02], [0.000000e+00, 4.000000e+02, 3.000000e+00], [-2.500000e-01, -2.500000e-01, 1.503910e-01]]> : tensor<4x3xbf16>}> : () -> tensor<4x3xbf16>
    %27 = "arith.constant"() <{value = dense<[[4.000000e+02, 1.503910e-01], [2.500000e+00, -1.000000e+00], [2.500000e+00, -2.500000e-01]]> : tensor<3x2xbf16>}> : () -> tensor<3x2xbf16>
    %28 = "tensor.empty"() : () -> tensor<4x2xbf16>
    %29 = "linalg.matmul"(%26, %27, %28) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: bf16, %arg3: bf16, %arg4: bf16):
      %41 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %42 = "arith.addf"(%arg4, %41) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%42) : (bf16) -> ()
    }) : (tensor<4x3xbf16>, tensor<3x2xbf16>, tensor<4x2xbf16>) -> tensor<4x2xbf16>
    %30 = "tensor.empty"() : () -> tensor<2xi32>
    %31 = "math.ipowi"(%30, %30) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %32:2 = "scf.index_switch"(%3) <{cases = array<i64: 1, 5>}> ({
      %40 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
      "scf.yield"(%40, %40) : (f16, f16) -> ()
    }, {
      %34 = "arith.constant"() <{value = 1 : index}> : () -> index
      %35 = "tensor.empty"(%34) : (index) -> tensor<2x?xf32>
      %36 = "arith.truncf"(%35) : (tensor<2x?xf32>) -> tensor<2x?xf16>
      %37 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %38 = "arith.truncf"(%37) <{roundingmode = 0 : i32}> : (f64) -> f32
      %39 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
      "scf.yield"(%39, %39) : (f16, f16) -> ()
    }, {
      %33 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
      "scf.yield"(%33, %33) : (f16, f16) -> ()
    }) : (index) -> (f16, f16)
    "func.return"(%23#0, %5) : (bf16, bf16) -> ()
  }) : () -> ()
}) : () -> ()

