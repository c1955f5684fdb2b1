module {
  func.func private @ext0(i8, memref<2x3xi64> {llvm.noundef, test.tag = "x"}, i8) -> (i8 {llvm.zeroext}, memref<4x8xi32>) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func private @ext1(memref<2x3xi64>, tensor<2x8xi64>, i8 {llvm.noundef}) -> (tensor<?x8xi8>, tensor<2x3xi64> {test.foo = 1 : i32})
  func.func @kernel_0(%arg0: memref<2x8xi8>, %arg1: memref<1x4x8xi8> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"} {
    scf.execute_region {
      %cst_2 = arith.constant dense<[[1, 0, 127, 127, 0, -1, -1, 127], [40, -1, 127, -1, 57, -1, 62, 1]]> : tensor<2x8xi8>
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %extracted = tensor.extract %cst_2[%c1, %c4] : tensor<2x8xi8>
      scf.yield
    }
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.cmpi slt, %c0_i64, %c0_i64 : i64
    cf.cond_br %0, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %cst = arith.constant dense<false> : vector<1xi1>
    %cst_0 = arith.constant dense<4611686018427387903> : vector<1xi64>
    %1 = arith.select %cst, %cst_0, %cst_0 : vector<1xi1>, vector<1xi64>
    %2 = arith.cmpi sge, %c0_i64, %c0_i64 : i64
    cf.cond_br %2, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %cst_1 = arith.constant dense<-1> : vector<2x3xi16>
    %3 = math.ipowi %cst_1, %cst_1 : vector<2x3xi16>
    return
  }
}

