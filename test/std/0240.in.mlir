// ir-gen std --seed 240 --size 10
module attributes {test.module_note = "std"} {
  func.func private @ext0(index) -> (i8 {llvm.signext})
  func.func private @ext1(tensor<3xindex>, memref<4xi8>)
  func.func @f0() -> (memref<4xindex>, tensor<?xi8> {llvm.noundef, test.tag = "x"}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %1 = arith.constant false
    %c_2 = arith.constant 32767 : i16
    %3 = arith.select %1, %c_2, %c_2 : i16
    %4 = arith.constant dense<[46, -10, 76]> : tensor<3xi8>
    %empty_5 = tensor.empty() : tensor<2xi8>
    %lhs = tensor.insert_slice %empty_5 into %4[1] [2] [1] : tensor<2xi8> into tensor<3xi8>
    %c_7 = arith.constant -3 : i8
    %low, %v9 = arith.mului_extended %c_7, %c_7 : i8
    %10 = arith.constant dense<-18> : vector<3xi32>
    %11 = arith.constant dense<2147483647> : vector<3xi32>
    %rhs = arith.addi %10, %11 : vector<3xi32>
    %res = memref.alloc() : memref<4xindex>
    %c_14 = arith.constant 46 : index
    %t15 = arith.constant 2 : index
    memref.store %c_14, %res[%t15] : memref<4xindex>
    %16 = memref.alloc() : memref<4xindex>
    %a.b = arith.constant 1 : index
    %empty_18 = tensor.empty(%a.b) : tensor<?xi8>
    return %16, %empty_18 : memref<4xindex>, tensor<?xi8>
  }
  func.func @fn.1(%x_1: index {llvm.noundef, test.tag = "x"}) -> (f16 {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
    %alloc_2 = memref.alloc() : memref<3xi8>
    %val = arith.constant 0 : index
    %4 = memref.load %alloc_2[%val] : memref<3xi8>
    %a.b = tensor.empty() : tensor<1x4xf64>
    %6 = arith.constant dense<4.0E+2> : tensor<8x1x4xf64>
    %7 = linalg.broadcast ins(%a.b : tensor<1x4xf64>) outs(%6 : tensor<8x1x4xf64>) dimensions = [0]
    %t8 = arith.constant 0 : index
    %cmp_9 = arith.cmpi ult, %val, %t8 : index
    %res_10:2 = scf.if %cmp_9 -> (index, index) {
      %t11 = arith.constant dense<-1> : vector<3xi64>
      %ipowi_12 = math.ipowi %t11, %t11 : vector<3xi64>
      // ---- comment line ----
      %13 = arith.constant 18 : index
      %14 = arith.constant 4611686018427387903 : index
      %cmp_15 = arith.cmpi eq, %13, %14 : index
      cf.assert %cmp_15, "ok"
      %y = arith.constant 11 : index
      scf.yield %y, %14 : index, index
    } else {
      scf.yield %t8, %x_1 : index, index
    }
    %17 = arith.constant 4.0E+2 : f16
    return %17 : f16
  }
}
