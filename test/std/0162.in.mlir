func.func private @ext0(i8, memref<2x3xi64> {llvm.noundef, test.tag = "x"}, i8) -> (i8 {llvm.zeroext}, memref<4x8xi32>) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @ext1(memref<2x3xi64>, tensor<2x8xi64>, i8 {llvm.noundef}) -> (tensor<?x8xi8>, tensor<2x3xi64> {test.foo = 1 : i32})
func.func @kernel_0(%x_1: memref<2x8xi8>, %y: memref<1x4x8xi8> {llvm.noundef}) -> () attributes {llvm.emit_c_interface, note = "generated"} {
  scf.execute_region {
    %cst_3 = arith.constant dense<[[1, 0, 127, 127, 0, -1, -1, 127], [40, -1, 127, -1, 57, -1, 62, 1]]> : tensor<2x8xi8>
    %tmp4 = arith.constant 1 : index
    %5 = arith.constant 4 : index
    %t6 = tensor.extract %cst_3[%tmp4, %5] : tensor<2x8xi8>
    scf.yield
  }
  %7 = arith.constant 0 : i64
  %cmp = arith.cmpi slt, %7, %7 : i64
  cf.cond_br %cmp, ^bb1, ^bb1
^bb1:
  %9 = arith.constant dense<false> : vector<1xi1>
  %x10 = arith.constant dense<[4611686018427387903]> : vector<1xi64>
  %11 = arith.select %9, %x10, %x10 : vector<1xi1>, vector<1xi64>
  %rhs = arith.cmpi sge, %7, %7 : i64
  cf.cond_br %rhs, ^loop_2, ^loop_2
^loop_2:
  %tmp13 = arith.constant dense<-1> : vector<2x3xi16>
  %ipowi_14 = math.ipowi %tmp13, %tmp13 : vector<2x3xi16>
  func.return

}
