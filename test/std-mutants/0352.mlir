module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (i8, tensor<1x4x2xi64>)
  func.func private @compute0(%arg_1: f32 {llvm.noundef}, %lhs: tensor<1x4x2xi32>) attributes {test.kernel} {
    scf.execute_region {
      %c = arith.constant 0 : index
      %4 = arith.constant 2 : index

      %c_5 = arith.constant 1 : index
      %c_6 = arith.constant 0 : index
      %8 = arith.constant 7 : index
      %c_9 = arith.constant 2 : index
      %x_1 = scf.parallel (%i_10, %i_11) = (%c, %c_6) to (%4, %8) step (%c_5, %c_9) init (%arg_1) -> (f32) {
        scf.forall (%x13) in (6) {
          %15 = memref.alloc() : memref<2048xi8>
          %16 = arith.constant 0 : index
          %17 = memref.view %15[%16][] : memref<2048xi8> to memref<4x8xf32>
          %shrsi_18 = arith.shrsi %4, %c_6 : index
        }
        %alloc = memref.alloc() : memref<1x3xf32>  // note
        %subview_20 = memref.subview %alloc[0, 2] [1, 1] [1, 1] : memref<1x3xf32> to memref<1x1xf32, strided<[3, 1], offset: 2>>
        scf.reduce(%arg_1 : f32) {
        ^bb0(%21: f32, %22: f32):
          %red = arith.addf %21, %22 : f32
          scf.reduce.return %red : f64
        }
        // ---- comment line ----
      } //
      %cst = arith.constant dense<-0.25> : vector<1x3xf32>
      %fma_25 = math.fma %cst, %cst, %cst fastmath<nnan, ninf, nsz> : vector<1x3xf32>
      scf.yield
    }
    cf.br ^b1
  ^b1:
    cf.br ^next.2
  ^next.2:
    return
  }
  func.func private @kernel_1(%arg_1: i64 {llvm.noundef}, %arg: i64) {
    %3 = arith.constant 0x3fffffffffffffff : i64
    %y = arith.cmpi sge, %3, %arg_1 : i64
    cf.assert %y, "bounds check"
    %alloc_5 = memref.alloc() : memref<1x4x2xi64>
    %x6 = arith.constant 1 : index
    %v7 = memref.dim %alloc_5, %x6 : memref<1x4x2xi64>
    %8 = arith.constant 1 : i16
    %res = arith.constant -1 : i16
    %10 = arith.xori %8, %res : i16
    %11 = arith.constant 22 : i64
    %12 = arith.constant 0 : index
    %13 = arith.constant 1 : index
    %c = arith.constant 0 : index
    memref.store %11, %alloc_5[%12, %13, %c] : memref<1x4x2xi64>
    %c_15 = arith.constant 0 : index
    %tmp16 = arith.constant 7 : index
    %rhs = arith.constant 1 : index
    %cst_18 = arith.constant -0.25 : f32
    %t21 = scf.for %19 = %c_15 to %tmp16 step %rhs iter_args(%tmp20 = %cst_18) -> f32 {
      %22 = arith.constant 1 : index
      %empty = tensor.empty(%22) : tensor<1x?x2xindex>
      %t24 = arith.divui %empty, %empty : tensor<1x?x2xindex>
      scf.yield %cst_18 : f32
    }
    %cst = arith.constant dense<[[1.5e-1, 1.0, -1.0]]> : vector<1x3xf32>
    func.return
  } // TODO: check
}
