#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (f16, tensor<2x4xi64>) -> (f16, memref<2x4xi64>, memref<8xi64>), sym_name = "helper7"}> ({
    ^bb0(%arg8: f16, %arg9: tensor<2x4xi64>):
      %54 = "arith.constant"() <{value = false}> : () -> i1
      %55 = "arith.select"(%54, %arg8, %arg8) : (i1, f16, f16) -> f16
      %56 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %57 = "arith.cmpi"(%56, %56) <{predicate = 1 : i64}> : (index, index) -> i1
      "cf.cond_br"(%57, %55, %arg8)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
    ^bb1(%58: f16):  // 2 preds: ^bb0, ^bb0
      "cf.assert"(%57) <{msg = ""}> : (i1) -> ()
      "cf.cond_br"(%57, %arg8, %58)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
    ^bb2(%59: f16):  // 2 preds: ^bb1, ^bb1
      %60 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf16>
      %61 = "arith.constant"() <{value = 0 : index}> : () -> index
      %62 = "arith.constant"() <{value = 2 : index}> : () -> index
      "memref.store"(%arg8, %60, %61, %62) : (f16, memref<2x4xf16>, index, index) -> ()
      %63 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xi64>
      %64 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi64>
      "func.return"(%59, %63, %64) : (f16, memref<2x4xi64>, memref<8xi64>) -> ()
    }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4xi64>, tensor<2x4xi32>) -> i64, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.0"}> ({
  ^bb0(%arg0: tensor<2x4xi64>, %arg1: tensor<2x4xi32>):
    %0 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 4 : i64}> : (index, index) -> i1
    "scf.if"(%1) ({
      %47 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      %48 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      %49 = "arith.cmpf"(%47, %48) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 0 : i64}> : (f64, f64) -> i1
      %50 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
      %51 = "memref.reinterpret_cast"(%50) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xi64>) -> memref<2x2xi64, strided<[2, 1]>>
      %52 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
      %53 = "arith.negf"(%52) <{fastmath = #arith.fastmath<arcp>}> : (f32) -> f32
      "scf.yield"() : () -> ()
    }, {
      %41 = "arith.constant"() <{value = dense<32> : vector<8xi32>}> : () -> vector<8xi32>
      %42 = "math.ipowi"(%41, %41) : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
      %43 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
      %44 = "arith.cmpf"(%43, %43) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
      %45 = "arith.constant"() <{value = true}> : () -> i1
      %46 = "arith.divsi"(%45, %45) : (i1, i1) -> i1
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %2:2 = "scf.if"(%1) ({
      %35 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %36 = "arith.constant"() <{value = 1 : index}> : () -> index
      %37 = "arith.constant"() <{value = 1 : index}> : () -> index
      %38 = "tensor.insert"(%35, %arg1, %36, %37) : (i32, tensor<2x4xi32>, index, index) -> tensor<2x4xi32>
      %39 = "arith.constant"() <{value = dense<[4.000000e+02, 4.000000e+02, 1.000000e+00, 2.500000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
      %40 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
      "scf.yield"(%39, %40) : (vector<4xf32>, f16) -> ()
    }, {
      %29 = "arith.constant"() <{value = 18 : i32}> : () -> i32
      %30 = "arith.cmpi"(%29, %29) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %31 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %32 = "arith.select"(%30, %31, %31) : (i1, i64, i64) -> i64
      %33 = "arith.constant"() <{value = dense<5.000000e-01> : vector<4xf32>}> : () -> vector<4xf32>
      %34 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
      "scf.yield"(%33, %34) : (vector<4xf32>, f16) -> ()
    }) : (i1) -> (vector<4xf32>, f16)
    %3 = "tensor.empty"() : () -> tensor<4x2xi32>
    %4 = "linalg.transpose"(%arg1, %3) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg6: i32, %arg7: i32):
      "linalg.yield"(%arg6) : (i32) -> ()
    }) : (tensor<2x4xi32>, tensor<4x2xi32>) -> tensor<4x2xi32>
    %5 = "arith.constant"() <{value = dense<false> : vector<2x4xi1>}> : () -> vector<2x4xi1>
    %6 = "arith.maxsi"(%5, %5) : (vector<2x4xi1>, vector<2x4xi1>) -> vector<2x4xi1>
    "scf.execute_region"() ({
      %22 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      %23 = "math.log10"(%22) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf64>
      %25 = "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf64>
      "linalg.generic"(%24, %25) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg4: f64, %arg5: f64):
        %28 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "linalg.yield"(%28) : (f64) -> ()
      }) : (memref<2x4xf64>, memref<2xf64>) -> ()
      %26 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4xf16>
      %27 = "memref.reinterpret_cast"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 4, 1>}> : (memref<2x4xf16>) -> memref<2x4xf16, strided<[4, 1]>>
      "scf.yield"() : () -> ()
    }) : () -> ()
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "tensor.dim"(%3, %7) : (tensor<4x2xi32>, index) -> index
    %9 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<2x4xf64>}> : () -> tensor<2x4xf64>
    %10 = "math.isnormal"(%9) <{fastmath = #arith.fastmath<none>}> : (tensor<2x4xf64>) -> tensor<2x4xi1>
    %11 = "arith.constant"() <{value = 8 : index}> : () -> index
    %12 = "memref.alloc"(%11) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xf16>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "memref.dim"(%12, %13) : (memref<2x?xf16>, index) -> index
    %15 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
    %16 = "tensor.empty"() : () -> tensor<2xf32>
    %17 = "linalg.reduce"(%15, %16) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %21 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<2x4xf32>, tensor<2xf32>) -> tensor<2xf32>
    %18 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %19 = "arith.cmpi"(%18, %18) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "scf.if"(%19) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %20 = "arith.constant"() <{value = 67 : i64}> : () -> i64
    "func.return"(%20) : (i64) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

