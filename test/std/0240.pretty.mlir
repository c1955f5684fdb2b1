module attributes {test.module_note = "std"} {
  func.func private @ext0(index) -> (i8 {llvm.signext})
  func.func private @ext1(tensor<3xindex>, memref<4xi8>)
  func.func @f0() -> (memref<4xindex>, tensor<?xi8> {llvm.noundef, test.tag = "x"}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %false = arith.constant false
    %c32767_i16 = arith.constant 32767 : i16
    %0 = arith.select %false, %c32767_i16, %c32767_i16 : i16
    %cst = arith.constant dense<[46, -10, 76]> : tensor<3xi8>
    %1 = tensor.empty() : tensor<2xi8>
    %inserted_slice = tensor.insert_slice %1 into %cst[1] [2] [1] : tensor<2xi8> into tensor<3xi8>
    %c-3_i8 = arith.constant -3 : i8
    %low, %high = arith.mului_extended %c-3_i8, %c-3_i8 : i8
    %cst_0 = arith.constant dense<-18> : vector<3xi32>
    %cst_1 = arith.constant dense<2147483647> : vector<3xi32>
    %2 = arith.addi %cst_0, %cst_1 : vector<3xi32>
    %alloc = memref.alloc() : memref<4xindex>
    %c46 = arith.constant 46 : index
    %c2 = arith.constant 2 : index
    memref.store %c46, %alloc[%c2] : memref<4xindex>
    %alloc_2 = memref.alloc() : memref<4xindex>
    %c1 = arith.constant 1 : index
    %3 = tensor.empty(%c1) : tensor<?xi8>
    return %alloc_2, %3 : memref<4xindex>, tensor<?xi8>
  }
  func.func @fn.1(%arg0: index {llvm.noundef, test.tag = "x"}) -> (f16 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %alloc = memref.alloc() : memref<3xi8>
    %c0 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0] : memref<3xi8>
    %1 = tensor.empty() : tensor<1x4xf64>
    %cst = arith.constant dense<4.000000e+02> : tensor<8x1x4xf64>
    %broadcasted = linalg.broadcast ins(%1 : tensor<1x4xf64>) outs(%cst : tensor<8x1x4xf64>) dimensions = [0] 
    %c0_0 = arith.constant 0 : index
    %2 = arith.cmpi ult, %c0, %c0_0 : index
    %3:2 = scf.if %2 -> (index, index) {
      %cst_2 = arith.constant dense<-1> : vector<3xi64>
      %4 = math.ipowi %cst_2, %cst_2 : vector<3xi64>
      %c18 = arith.constant 18 : index
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %5 = arith.cmpi eq, %c18, %c4611686018427387903 : index
      cf.assert %5, "ok"
      %c11 = arith.constant 11 : index
      scf.yield %c11, %c4611686018427387903 : index, index
    } else {
      scf.yield %c0_0, %arg0 : index, index
    }
    %cst_1 = arith.constant 4.000000e+02 : f16
    return %cst_1 : f16
  }
}

