#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (index) -> (index, index), sym_name = "helper9", sym_visibility = "private"}> ({
    ^bb0(%arg4: index):
      %44 = "arith.constant"() <{value = true}> : () -> i1
      %45 = "arith.extui"(%44) : (i1) -> i8
      %46 = "arith.constant"() <{value = 1 : index}> : () -> index
      %47 = "arith.constant"() <{value = 78 : index}> : () -> index
      %48 = "arith.constant"() <{value = 2 : index}> : () -> index
      %49 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %50:2 = "scf.for"(%46, %47, %48, %49, %arg4) ({
      ^bb0(%arg5: index, %arg6: f32, %arg7: index):
        %51 = "arith.constant"() <{value = dense<[2.500000e+00, 2.500000e+00, 1.000000e+00, 3.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
        %52 = "arith.addf"(%51, %51) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
        "scf.yield"(%49, %arg5) : (f32, index) -> ()
      }) : (index, index, index, f32, index) -> (f32, index)
      "func.return"(%arg4, %arg4) : (index, index) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<2x2xindex>, index, i8), sym_name = "fn.0"}> ({
    %0 = "tensor.empty"() : () -> tensor<4x4xf64>
    %1 = "tensor.empty"() : () -> tensor<4xf64>
    %2 = "linalg.generic"(%0, %1) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %43 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%43) : (f64) -> ()
    }) : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%3, %3, %4) ({
    ^bb0(%arg1: index):
      %38 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %39 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %40 = "arith.addf"(%38, %39) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
      %41 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %42 = "arith.minsi"(%41, %arg1) : (index, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %5 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %6:2 = "arith.mulsi_extended"(%5, %5) : (i64, i64) -> (i64, i64)
    %7 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %8 = "math.ctlz"(%7) : (i32) -> i32
    %9:3 = "func.call"() <{callee = @fn.0}> : () -> (vector<2x2xindex>, index, i8)
    %10 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %11 = "math.isfinite"(%10) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
    %12 = "arith.constant"() <{value = dense<[42, 1, 32767, 12]> : vector<4xi16>}> : () -> vector<4xi16>
    %13 = "arith.andi"(%12, %12) : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %14:2 = "arith.mului_extended"(%13, %13) : (vector<4xi16>, vector<4xi16>) -> (vector<4xi16>, vector<4xi16>)
    %15 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17 = "tensor.insert"(%15, %2, %16) : (f64, tensor<4xf64>, index) -> tensor<4xf64>
    %18 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %19 = "arith.cmpi"(%18, %8) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %20 = "tensor.empty"() : () -> tensor<4xindex>
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "tensor.extract_slice"(%20, %21) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<4xindex>, index) -> tensor<?xindex>
    %23 = "arith.cmpi"(%9#1, %9#1) <{predicate = 5 : i64}> : (index, index) -> i1
    %24 = "arith.select"(%23, %9#1, %9#1) : (i1, index, index) -> index
    %25 = "arith.constant"() <{value = dense<[[-7.500000e+00, 1.000000e+00], [2.500000e+00, 1.000000e+00]]> : vector<2x2xf16>}> : () -> vector<2x2xf16>
    %26 = "math.log2"(%25) <{fastmath = #arith.fastmath<afn>}> : (vector<2x2xf16>) -> vector<2x2xf16>
    %27 = "arith.constant"() <{value = dense<[-1, 1, 1, 0]> : vector<4xi32>}> : () -> vector<4xi32>
    %28 = "math.ipowi"(%27, %27) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 3 : index}> : () -> index
    %31 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%29, %30, %31) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg0: index):
      %37 = "arith.maxnumf"(%10, %10) <{fastmath = #arith.fastmath<arcp>}> : (f16, f16) -> f16
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %32 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %33 = "memref.reinterpret_cast"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xindex>) -> memref<2x2xindex, strided<[2, 1]>>
    %34 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %35 = "arith.cmpf"(%34, %34) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 13 : i64}> : (f16, f16) -> i1
    "memref.copy"(%32, %32) : (memref<4xindex>, memref<4xindex>) -> ()
    %36 = "arith.constant"() <{value = dense<1> : vector<2x2xindex>}> : () -> vector<2x2xindex>
    "func.return"(%36, %30, %9#2) : (vector<2x2xindex>, index, i8) -> ()
  }) {ref = @inner::@helper9} : () -> ()
}) {test.module_note = "std"} : () -> ()

