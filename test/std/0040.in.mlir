!tensor0 = tensor<8xindex>
!tensor1 = tensor<1x2xi16>
!vec2 = vector<1xi16>
!vec3 = vector<1xf32>
!tensor4 = tensor<1xi64>
!buf5 = memref<2048xi8>
!tensor6 = tensor<8x?xf32>
!tensor7 = tensor<4x4xi64>

module attributes {test.module_note = "std"} {
  func.func private @ext0(!tensor0 {test.foo = 1 : i32}) -> (index, index {llvm.noundef})
  func.func private @ext1()
  func.func @compute0(%v1: tensor<1xi64> {test.foo = 1 : i32}, %rhs: vector<1xindex>, %lhs: index) -> index {
    %cst_4 = arith.constant -7.5 : f32
    %val = math.ceil %cst_4 fastmath<nnan, ninf, nsz> : f32
    %t6 = tensor.empty() : tensor<1x2xi16>
    %lin_7 = linalg.transpose ins(%t6 : !tensor1) outs(%t6 : tensor<1x2xi16>) permutation = [0, 1]
    %8 = arith.constant dense<33> : !vec2
    %extsi = arith.extsi %8 : vector<1xi16> to vector<1xi64>
    %res = arith.constant dense<-7.5> : vector<4x3xf16>
    %11 = math.log10 %res fastmath<reassoc,contract> : vector<4x3xf16>
    %12 = arith.constant dense<4.0E+2> : vector<1xf32>
    %sin_13 = math.sin %12 fastmath<reassoc,contract> : !vec3
    %expanded_14 = tensor.expand_shape %v1 [[0, 1]] output_shape [1, 1] : !tensor4 into tensor<1x1xi64>
    %17 = memref.alloc() : !buf5 //
    %x18 = arith.constant 0 : index
    %19 = memref.view %17[%x18][] : !buf5 to memref<4x8xf32>
    %20 = arith.constant -13 : i8
    %21, %sum = arith.addui_extended %20, %20 : i8, i1
    %empty_23 = tensor.empty() : tensor<4xindex>
    %24 = arith.constant 0 : index
    %extracted = tensor.extract %empty_23[%24] : tensor<4xindex>
    %c = arith.constant 1 : index
    %tmp27 = tensor.empty(%c) : !tensor6
    %acc = arith.constant 6 : index
    %c_29 = arith.constant 0 : index
    %v30 = tensor.insert %cst_4 into %tmp27[%acc, %c_29] : tensor<8x?xf32>
    %c_32 = arith.constant -17 : i64
    %33 = arith.constant 1 : i64 //
    %v34 = arith.constant 4611686018427387903 : i64
    %from_elements_35 = tensor.from_elements %c_32, %c_32, %33, %v34 : tensor<2x2xi64>
    %t38 = arith.constant 1 : i1
    %39 = arith.constant false
    %40 = arith.shli %t38, %39 overflow<nuw> : i1

    %cst_41 = arith.constant dense<[[2,63,-1,19],[1, -1, 0, 1],[4, 4611686018427387903, 0, 0],[0, 66, -1, 39]]> : !tensor7
    %cst_42 = arith.constant dense<1> : tensor<4x4xi64>
    %tmp43 = linalg.transpose ins(%cst_41 : tensor<4x4xi64>) outs(%cst_42 : !tensor7) permutation = [0, 1]
    %45 = arith.constant 2 : index
    %46 = tensor.extract %empty_23[%45] : tensor<4xindex>
    func.return %acc : index
  }
}
