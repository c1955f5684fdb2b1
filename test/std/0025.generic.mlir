#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi32>) -> (tensor<3xi16>, i32, memref<4xi32>), sym_name = "kernel_0"}> ({
  ^bb0(%arg7: tensor<?xi32>):
    %30 = "arith.constant"() <{value = dense<1.000000e+00> : vector<3xf32>}> : () -> vector<3xf32>
    %31 = "arith.cmpf"(%30, %30) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (vector<3xf32>, vector<3xf32>) -> vector<3xi1>
    %32 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %33 = "arith.cmpi"(%32, %32) <{predicate = 5 : i64}> : (i16, i16) -> i1
    %34 = "tensor.empty"() : () -> tensor<8x4xbf16>
    %35 = "linalg.generic"(%34, %34, %34) <{doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: bf16, %arg12: bf16, %arg13: bf16):
      %53 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %54 = "arith.addf"(%53, %arg13) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %55 = "math.absf"(%54) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%55) : (bf16) -> ()
    }) : (tensor<8x4xbf16>, tensor<8x4xbf16>, tensor<8x4xbf16>) -> tensor<8x4xbf16>
    %36 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %37 = "arith.remf"(%36, %36) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %38 = "arith.constant"() <{value = dense<-1> : vector<8xi32>}> : () -> vector<8xi32>
    %39 = "arith.constant"() <{value = dense<1> : vector<8xi32>}> : () -> vector<8xi32>
    %40 = "arith.cmpi"(%38, %39) <{predicate = 9 : i64}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi1>
    %41 = "tensor.empty"() : () -> tensor<3xi16>
    %42 = "tensor.empty"() : () -> tensor<3xi16>
    %43 = "linalg.add"(%41, %42, %41) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: i16, %arg9: i16, %arg10: i16):
      %52 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
      "linalg.yield"(%52) : (i16) -> ()
    }) : (tensor<3xi16>, tensor<3xi16>, tensor<3xi16>) -> tensor<3xi16>
    %44 = "arith.constant"() <{value = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
    %45 = "arith.constant"() <{value = dense<[0, 50, -1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %46 = "arith.select"(%44, %45, %45) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %47 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
    %48 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %49 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%48, %47, %49) : (i32, memref<3xi32>, index) -> ()
    %50 = "arith.constant"() <{value = dense<32767> : tensor<3xi16>}> : () -> tensor<3xi16>
    %51 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    "func.return"(%50, %48, %51) : (tensor<3xi16>, i32, memref<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {}], function_type = (i32, tensor<3xi16>) -> tensor<3xi32>, sym_name = "f1"}> ({
  ^bb0(%arg0: i32, %arg1: tensor<3xi16>):
    %0 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %1 = "math.isnan"(%0) <{fastmath = #arith.fastmath<none>}> : (bf16) -> i1
    %2 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xbf16>
    "linalg.generic"(%2, %2, %2) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: bf16, %arg5: bf16, %arg6: bf16):
      %27 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %28 = "arith.addf"(%27, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %29 = "math.absf"(%28) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%29) : (bf16) -> ()
    }) : (memref<8x4xbf16>, memref<8x4xbf16>, memref<8x4xbf16>) -> ()
    %3 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    "cf.cond_br"(%1, %3, %3)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb0
    %5 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %6 = "func.call"(%5, %arg1) <{callee = @f1}> : (i32, tensor<3xi16>) -> tensor<3xi32>
    %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "tensor.insert"(%7, %6, %8) : (i32, tensor<3xi32>, index) -> tensor<3xi32>
    %10 = "arith.cmpi"(%arg0, %4) <{predicate = 3 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%10)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "scf.for"(%11, %11, %12, %3) ({
    ^bb0(%arg2: index, %arg3: i32):
      %24 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %25 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %26 = "arith.select"(%1, %24, %25) : (i1, f32, f32) -> f32
      "scf.yield"(%3) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %14 = "arith.constant"() <{value = 5 : index}> : () -> index
    %15 = "tensor.empty"(%14) : (index) -> tensor<?xi32>
    %16:3 = "func.call"(%15) <{callee = @kernel_0}> : (tensor<?xi32>) -> (tensor<3xi16>, i32, memref<4xi32>)
    %17 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %18 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %19 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "cf.cond_br"(%1, %19, %18, %17, %18)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i64, i16, i64, i16) -> ()
  ^bb3(%20: i64, %21: i16):  // 2 preds: ^bb2, ^bb2
    %22 = "arith.ceildivui"(%arg0, %arg0) : (i32, i32) -> i32
    %23 = "arith.constant"() <{value = dense<34> : tensor<3xi32>}> : () -> tensor<3xi32>
    "func.return"(%23) : (tensor<3xi32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

