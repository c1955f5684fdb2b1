#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @kernel_0(%arg0: tensor<?xi32>) -> (tensor<3xi16>, i32, memref<4xi32>) {
    %cst = arith.constant dense<1.000000e+00> : vector<3xf32>
    %0 = arith.cmpf une, %cst, %cst : vector<3xf32>
    %c32767_i16 = arith.constant 32767 : i16
    %1 = arith.cmpi sge, %c32767_i16, %c32767_i16 : i16
    %2 = tensor.empty() : tensor<8x4xbf16>
    %3 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %2 : tensor<8x4xbf16>, tensor<8x4xbf16>) outs(%2 : tensor<8x4xbf16>) {
    ^bb0(%in: bf16, %in_7: bf16, %out: bf16):
      %10 = arith.addf %in, %in_7 : bf16
      %11 = arith.addf %10, %out : bf16
      %12 = math.absf %11 : bf16
      linalg.yield %12 : bf16
    } -> tensor<8x4xbf16>
    %cst_0 = arith.constant 1.500000e-01 : f32
    %4 = arith.remf %cst_0, %cst_0 fastmath<nnan,ninf> : f32
    %cst_1 = arith.constant dense<-1> : vector<8xi32>
    %cst_2 = arith.constant dense<1> : vector<8xi32>
    %5 = arith.cmpi uge, %cst_1, %cst_2 : vector<8xi32>
    %6 = tensor.empty() : tensor<3xi16>
    %7 = tensor.empty() : tensor<3xi16>
    %8 = linalg.add ins(%6, %7 : tensor<3xi16>, tensor<3xi16>) outs(%6 : tensor<3xi16>) -> tensor<3xi16>
    %cst_3 = arith.constant dense<true> : tensor<3xi1>
    %cst_4 = arith.constant dense<[0, 50, -1]> : tensor<3xi32>
    %9 = arith.select %cst_3, %cst_4, %cst_4 : tensor<3xi1>, tensor<3xi32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi32>
    %c0_i32 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    memref.store %c0_i32, %alloc[%c1] : memref<3xi32>
    %cst_5 = arith.constant dense<32767> : tensor<3xi16>
    %alloc_6 = memref.alloc() : memref<4xi32>
    return %cst_5, %c0_i32, %alloc_6 : tensor<3xi16>, i32, memref<4xi32>
  }
  func.func @f1(%arg0: i32 {llvm.signext}, %arg1: tensor<3xi16>) -> tensor<3xi32> attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant 1.000000e+02 : bf16
    %0 = math.isnan %cst : bf16
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<8x4xbf16>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloca, %alloca : memref<8x4xbf16>, memref<8x4xbf16>) outs(%alloca : memref<8x4xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %10 = arith.addf %in, %in_2 : bf16
      %11 = arith.addf %10, %out : bf16
      %12 = math.absf %11 : bf16
      linalg.yield %12 : bf16
    }
    %c-3_i32 = arith.constant -3 : i32
    cf.cond_br %0, ^bb1(%c-3_i32 : i32), ^bb1(%c-3_i32 : i32)
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %2 = call @f1(%c2147483647_i32, %arg1) : (i32, tensor<3xi16>) -> tensor<3xi32>
    %c1_i32 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %c1_i32 into %2[%c0] : tensor<3xi32>
    %3 = arith.cmpi sle, %arg0, %1 : i32
    cf.cond_br %3, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %c0_0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %4 = scf.for %arg2 = %c0_0 to %c0_0 step %c2 iter_args(%arg3 = %c-3_i32) -> (i32) {
      %cst_2 = arith.constant 1.000000e+00 : f32
      %cst_3 = arith.constant 3.000000e+00 : f32
      %10 = arith.select %0, %cst_2, %cst_3 : f32
      scf.yield %c-3_i32 : i32
    }
    %c5 = arith.constant 5 : index
    %5 = tensor.empty(%c5) : tensor<?xi32>
    %6:3 = call @kernel_0(%5) : (tensor<?xi32>) -> (tensor<3xi16>, i32, memref<4xi32>)
    %c-1_i64 = arith.constant -1 : i64
    %c0_i16 = arith.constant 0 : i16
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    cf.cond_br %0, ^bb3(%c4611686018427387903_i64, %c0_i16 : i64, i16), ^bb3(%c-1_i64, %c0_i16 : i64, i16)
  ^bb3(%7: i64, %8: i16):  // 2 preds: ^bb2, ^bb2
    %9 = arith.ceildivui %arg0, %arg0 : i32
    %cst_1 = arith.constant dense<34> : tensor<3xi32>
    return %cst_1 : tensor<3xi32>
  }
}

