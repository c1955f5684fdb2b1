module {
  func.func private @ext0(memref<1x4xi16>, tensor<1x4xf32>, memref<?x4xf32> {llvm.noundef, test.tag = "x"}) -> f32
  func.func private @ext1(memref<4xf32>, memref<8x8xf32>) -> (tensor<2xi16>, i16)
  func.func @kernel_0(%arg0: i16, %arg1: memref<4xf32> {llvm.noundef, test.tag = "x"}, %arg2: i16, %arg3: vector<1x8xi16>) -> tensor<1x1x1xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 5.000000e-01 : f64
    %from_elements = tensor.from_elements %cst, %cst, %cst_0 : tensor<3xf64>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c2_1 = arith.constant 2 : index
    %0 = scf.for %arg4 = %c2 to %c3 step %c2_1 iter_args(%arg5 = %arg0) -> (i16) {
      %alloc_8 = memref.alloc() : memref<2048xi8>
      %c0 = arith.constant 0 : index
      %view = memref.view %alloc_8[%c0][] : memref<2048xi8> to memref<4x8xf32>
      scf.yield %arg0 : i16
    }
    %alloc = memref.alloc() : memref<1x4xi16>
    %1 = tensor.empty() : tensor<1x4xf32>
    %c7 = arith.constant 7 : index
    %alloc_2 = memref.alloc(%c7) : memref<?x4xf32>
    %2 = call @ext0(%alloc, %1, %alloc_2) : (memref<1x4xi16>, tensor<1x4xf32>, memref<?x4xf32>) -> f32
    %cst_3 = arith.constant dense<-1.000000e+00> : vector<1x4xbf16>
    %cst_4 = arith.constant dense<[[20, -1, 127, 60]]> : vector<1x4xi8>
    %3 = math.fpowi %cst_3, %cst_4 : vector<1x4xbf16>, vector<1x4xi8>
    %true = arith.constant true
    %cst_5 = arith.constant -1.000000e+00 : f32
    %4 = arith.select %true, %2, %cst_5 : f32
    %true_6 = arith.constant true
    scf.if %true_6 {
      %7 = arith.cmpi ne, %true, %true : i1
      %alloc_8 = memref.alloc() : memref<4xf64>
      %alloc_9 = memref.alloc() : memref<4x1xf64>
      linalg.broadcast ins(%alloc_8 : memref<4xf64>) outs(%alloc_9 : memref<4x1xf64>) dimensions = [1] 
      %c0 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %c1 = arith.constant 1 : index
      scf.parallel (%arg4) = (%c0) to (%c5) step (%c1) {
        %8 = tensor.empty() : tensor<4x4xf32>
        %9 = scf.forall (%arg5) in (4) shared_outs(%arg6 = %8) -> (tensor<4x4xf32>) {
          %c4 = arith.constant 4 : index
          %10 = tensor.empty(%c4) : tensor<8x1x?xf16>
          %11 = arith.subf %cst_5, %cst_5 : f32
          scf.forall.in_parallel {
            tensor.parallel_insert_slice %1 into %arg6[%arg5, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
          }
        }
        scf.reduce 
      }
    }
    %c7_7 = arith.constant 7 : index
    %5 = tensor.empty(%c7_7) : tensor<1x?xf32>
    %6 = tensor.empty() : tensor<1x1x1xf32>
    return %6 : tensor<1x1x1xf32>
  }
}

