module {
  memref.global @g0 : memref<2xi32> = dense<1>
  func.func @kernel_0(%arg0: memref<3x1xindex>) -> (index, i32, f32 {test.foo = 1 : i32}) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant dense<1> : vector<2xi32>
    %0:2 = scf.for %arg1 = %c0 to %c8 step %c3 iter_args(%arg2 = %c3, %arg3 = %cst) -> (index, vector<2xi32>) {
      scf.forall (%arg4) in (5) {
        %c1 = arith.constant 1 : index
        %dim = memref.dim %arg0, %c1 : memref<3x1xindex>
      }
      %cst_8 = arith.constant dense<3.000000e+00> : tensor<1xf32>
      %8 = math.isfinite %cst_8 : tensor<1xf32>
      %cst_9 = arith.constant dense<[1, 41, 62]> : tensor<3xi32>
      %cst_10 = arith.constant dense<2147483647> : tensor<3x1xi32>
      %broadcasted = linalg.broadcast ins(%cst_9 : tensor<3xi32>) outs(%cst_10 : tensor<3x1xi32>) dimensions = [1] 
      %cst_11 = arith.constant 1.000000e+02 : f32
      %9 = math.isinf %cst_11 : f32
      scf.yield %arg2, %arg3 : index, vector<2xi32>
    }
    %cst_0 = arith.constant 3.000000e+00 : f32
    %1 = math.copysign %cst_0, %cst_0 : f32
    scf.execute_region {
      %c0_i32 = arith.constant 0 : i32
      %8 = arith.uitofp %c0_i32 : i32 to f32
      scf.yield
    }
    %2 = tensor.empty() : tensor<2xindex>
    %cast = tensor.cast %2 : tensor<2xindex> to tensor<?xindex>
    %c2 = arith.constant 2 : index
    %c0_1 = arith.constant 0 : index
    memref.store %c0, %arg0[%c2, %c0_1] : memref<3x1xindex>
    %subview = memref.subview %arg0[2, 0] [1, 1] [1, 1] : memref<3x1xindex> to memref<1x1xindex, strided<[1, 1], offset: 2>>
    %3 = arith.addf %1, %cst_0 fastmath<fast> : f32
    %4 = memref.get_global @g0 : memref<2xi32>
    %cst_2 = arith.constant dense<1> : vector<2xi16>
    %5 = arith.trunci %cst_2 : vector<2xi16> to vector<2xi8>
    %6 = arith.cmpi ule, %c0, %c8 : index
    %alloc = memref.alloc() : memref<2048xi8>
    %c0_3 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %view = memref.view %alloc[%c0_3][%c6] : memref<2048xi8> to memref<?x4xf64>
    %cst_4 = arith.constant dense<[1, -1, 48, 68]> : vector<4xi8>
    %7 = arith.subi %cst_4, %cst_4 overflow<nsw, nuw> : vector<4xi8>
    %c0_5 = arith.constant 0 : index
    %cst_6 = arith.constant dense<[0, -11]> : tensor<2xindex>
    %inserted_slice = tensor.insert_slice %cst_6 into %2[%c0_5] [2] [1] : tensor<2xindex> into tensor<2xindex>
    %c1_i32 = arith.constant 1 : i32
    %cst_7 = arith.constant 5.000000e-01 : f32
    return %c0_3, %c1_i32, %cst_7 : index, i32, f32
  }
}

