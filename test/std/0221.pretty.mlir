#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @kernel_0(%arg0: f16, %arg1: memref<2x8xbf16>, %arg2: vector<2x8xi16>, %arg3: bf16 {llvm.noundef, test.tag = "x"}) -> (memref<2x?xf16> {test.foo = 1 : i32}) attributes {test.kernel} {
    scf.forall (%arg4) in (4) {
      %low, %high = arith.mulsi_extended %arg2, %arg2 : vector<2x8xi16>
    }
    %cst = arith.constant dense<-7.500000e+00> : vector<2x8xf32>
    %0 = arith.negf %cst : vector<2x8xf32>
    %1 = tensor.empty() : tensor<1xf16>
    %inserted_slice = tensor.insert_slice %1 into %1[0] [1] [1] : tensor<1xf16> into tensor<1xf16>
    %2 = tensor.empty() : tensor<2x8xf16>
    %3 = tensor.empty() : tensor<2xf16>
    %4 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2, %2 : tensor<2x8xf16>, tensor<2x8xf16>) outs(%3 : tensor<2xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %6 = arith.addf %in, %in_2 : f16
      %7 = arith.addf %6, %out : f16
      %8 = math.absf %7 : f16
      linalg.yield %8 : f16
    } -> tensor<2xf16>
    %c2_i16 = arith.constant 2 : i16
    %c6_i16 = arith.constant 6 : i16
    %c2_i16_0 = arith.constant 2 : i16
    %cst_1 = arith.constant 2.500000e+00 : f32
    %5:2 = scf.for %arg4 = %c2_i16 to %c6_i16 step %c2_i16_0 iter_args(%arg5 = %arg0, %arg6 = %cst_1) -> (f16, f32)  : i16 {
      scf.forall (%arg7, %arg8) in (2, 7) {
        %c-9_i64 = arith.constant -9 : i64
        %c20_i64 = arith.constant 20 : i64
        %6 = arith.cmpi ult, %c-9_i64, %c20_i64 : i64
        scf.if %6 {
          %7 = arith.addf %arg0, %arg5 fastmath<nnan,ninf> : f16
        } else {
          %7 = arith.cmpi uge, %6, %6 : i1
        }
      }
      scf.yield %arg5, %arg6 : f16, f32
    }
    %c7 = arith.constant 7 : index
    %alloca = memref.alloca(%c7) : memref<2x?xf16>
    return %alloca : memref<2x?xf16>
  }
  func.func private @f1() -> (tensor<2x?xbf16> {test.foo = 1 : i32}, vector<2x8xf16>, tensor<2x8xbf16>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<5.000000e-01> : tensor<4xf16>
    %cst_0 = arith.constant dense<-1> : vector<2x8xindex>
    %0 = arith.xori %cst_0, %cst_0 : vector<2x8xindex>
    %cst_1 = arith.constant dense<1.000000e+00> : vector<2x8xbf16>
    %1 = math.copysign %cst_1, %cst_1 fastmath<nnan,ninf,nsz> : vector<2x8xbf16>
    %2 = tensor.empty() : tensor<2x8xf32>
    %3 = tensor.empty() : tensor<2xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<2x8xf32>) outs(%3 : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.addf %in, %out : f32
      %10 = math.absf %9 : f32
      linalg.yield %10 : f32
    } -> tensor<2xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2048xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %view = memref.view %alloc[%c0][%c1] : memref<2048xi8> to memref<?x4xf64>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [512, 4] : memref<2048xi8> into memref<512x4xi8>
    %cst_2 = arith.constant -1.000000e+00 : f32
    %5 = arith.addf %cst_2, %cst_2 fastmath<arcp> : f32
    %6:3 = call @f1() : () -> (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>)
    %7:3 = call @f1() : () -> (tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>)
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c1_i32 = arith.constant 1 : i32
    %8 = arith.minsi %c2147483647_i32, %c1_i32 : i32
    return %6#0, %6#1, %7#2 : tensor<2x?xbf16>, vector<2x8xf16>, tensor<2x8xbf16>
  }
}

