#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(memref<?x1xbf16> {llvm.noundef, test.tag = "x"}, f16) -> (index, f16)
  func.func private @ext1(memref<2x1xf16>) -> (index, memref<8x1xindex>)
  func.func @fn.0(%arg0: vector<8x1xf64>, %arg1: index, %arg2: vector<8x1xindex>, %arg3: vector<2x1xf16>) -> (bf16, index) {
    %0 = tensor.empty() : tensor<8x3xf16>
    %extracted_slice = tensor.extract_slice %0[6, 2] [2, 1] [1, 1] : tensor<8x3xf16> to tensor<2x1xf16>
    %c8 = arith.constant 8 : index
    %1 = tensor.empty(%c8) : tensor<?x1xf64>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c-1_i32 = arith.constant -1 : i32
    %2 = scf.parallel (%arg4, %arg5) = (%c0, %c0_0) to (%c4, %c1) step (%c2, %c1_1) init (%c-1_i32) -> i32 {
      %cst_14 = arith.constant dense<[[0.000000e+00], [1.000000e+00]]> : vector<2x1xf32>
      %7 = arith.subf %cst_14, %cst_14 fastmath<nnan,ninf,nsz> : vector<2x1xf32>
      %alloca = memref.alloca() : memref<2x1xf16>
      %8:2 = func.call @ext1(%alloca) : (memref<2x1xf16>) -> (index, memref<8x1xindex>)
      scf.reduce(%c-1_i32 : i32) {
      ^bb0(%arg6: i32, %arg7: i32):
        %9 = arith.muli %arg6, %arg7 : i32
        scf.reduce.return %9 : i32
      }
    }
    %false = arith.constant false
    %cst = arith.constant -7.500000e+00 : f16
    %3 = arith.select %false, %cst, %cst : f16
    %cst_2 = arith.constant dense<1> : vector<2x1xi16>
    %4 = math.ipowi %cst_2, %cst_2 : vector<2x1xi16>
    %cst_3 = arith.constant 1.503910e-01 : bf16
    %alloc = memref.alloc() : memref<4xbf16>
    linalg.fill ins(%cst_3 : bf16) outs(%alloc : memref<4xbf16>)
    %c1_4 = arith.constant 1 : index
    %cst_5 = arith.constant dense<-2.500000e-01> : tensor<1x1xf16>
    %inserted_slice = tensor.insert_slice %cst_5 into %extracted_slice[%c1_4, 0] [1, 1] [1, 1] : tensor<1x1xf16> into tensor<2x1xf16>
    %alloc_6 = memref.alloc() {alignment = 16 : i64} : memref<2x1xi8>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_6 : memref<2x1xi8>) outs(%alloc_6 : memref<2x1xi8>) {
    ^bb0(%in: i8, %out: i8):
      %7 = arith.addi %in, %out : i8
      linalg.yield %7 : i8
    }
    %alloc_7 = memref.alloc() : memref<2048xi8>
    %c0_8 = arith.constant 0 : index
    %view = memref.view %alloc_7[%c0_8][] : memref<2048xi8> to memref<4x8xf64>
    %low, %high = arith.mului_extended %c-1_i32, %c-1_i32 : i32
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %extracted = tensor.extract %cst_5[%c0_9, %c0_10] : tensor<1x1xf16>
    %5 = arith.divf %cst_3, %cst_3 fastmath<fast> : bf16
    %c6 = arith.constant 6 : index
    %6 = tensor.empty(%c6) : tensor<?x1xf16>
    %cst_11 = arith.constant -2.500000e-01 : f16
    %c0_12 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %inserted = tensor.insert %cst_11 into %6[%c0_12, %c0_13] : tensor<?x1xf16>
    return %5, %c0_8 : bf16, index
  }
}

