module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (i8, tensor<1x4x2xi64>)
  func.func private @compute0(%arg0: f32 {llvm.noundef}, %arg1: tensor<1x4x2xi32>) attributes {test.kernel} {
    scf.execute_region {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %c0_0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c2_1 = arith.constant 2 : index
      %0 = scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c2, %c7) step (%c1, %c2_1) init (%arg0) -> f32 {
        scf.forall (%arg4) in (6) {
          %alloc_2 = memref.alloc() : memref<2048xi8>
          %c0_3 = arith.constant 0 : index
          %view = memref.view %alloc_2[%c0_3][] : memref<2048xi8> to memref<4x8xf32>
          %2 = arith.shrsi %c2, %c0_0 : index
        }
        %alloc = memref.alloc() : memref<1x3xf32>
        %subview = memref.subview %alloc[0, 2] [1, 1] [1, 1] : memref<1x3xf32> to memref<1x1xf32, strided<[3, 1], offset: 2>>
        scf.reduce(%arg0 : f32) {
        ^bb0(%arg4: f32, %arg5: f32):
          %2 = arith.addf %arg4, %arg5 : f32
          scf.reduce.return %2 : f32
        }
      }
      %cst = arith.constant dense<-2.500000e-01> : vector<1x3xf32>
      %1 = math.fma %cst, %cst, %cst fastmath<nnan,ninf,nsz> : vector<1x3xf32>
      scf.yield
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
  func.func private @kernel_1(%arg0: i64 {llvm.noundef}, %arg1: i64) {
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    %0 = arith.cmpi sge, %c4611686018427387903_i64, %arg0 : i64
    cf.assert %0, "bounds check"
    %alloc = memref.alloc() : memref<1x4x2xi64>
    %c1 = arith.constant 1 : index
    %dim = memref.dim %alloc, %c1 : memref<1x4x2xi64>
    %c1_i16 = arith.constant 1 : i16
    %c-1_i16 = arith.constant -1 : i16
    %1 = arith.xori %c1_i16, %c-1_i16 : i16
    %c22_i64 = arith.constant 22 : i64
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    memref.store %c22_i64, %alloc[%c0, %c1_0, %c0_1] : memref<1x4x2xi64>
    %c0_2 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c1_3 = arith.constant 1 : index
    %cst = arith.constant -2.500000e-01 : f32
    %2 = scf.for %arg2 = %c0_2 to %c7 step %c1_3 iter_args(%arg3 = %cst) -> (f32) {
      %c1_5 = arith.constant 1 : index
      %3 = tensor.empty(%c1_5) : tensor<1x?x2xindex>
      %4 = arith.divui %3, %3 : tensor<1x?x2xindex>
      scf.yield %cst : f32
    }
    %cst_4 = arith.constant dense<[[1.500000e-01, 1.000000e+00, -1.000000e+00]]> : vector<1x3xf32>
    return
  }
}

