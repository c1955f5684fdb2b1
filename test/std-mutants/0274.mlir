!buf0 = memref<3x2xi32>
!vec1 = vector<8x2xi64>
!vec2 = vector<4xi8>
!tensor3 = tensor<3x1x2xi16>
!tensor4 = tensor<3x2x4xf64>
!buf5 = memref<3x?xi32>

module {
  func.func private @ext0(!buf0, tensor<4xf64> {llvm.noundef, test.tag = "x"}, tensor<8x2xi16> {test.foo = 1 : i32}) -> (memref<3x2xi16>)
  func.func private @compute0(%1: f16, %tmp2: i32 {llvm.noundef, test.tag = "x"}) {
    %3 = arith.constant dense<4611686018427387903> : tensor<3x2xindex>
    %rhs = tensor.expand_shape %3 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xindex> into tensor<3x1x2xindex>
    %v5 = arith.constant dense<4611686018427387903> : !vec1
    %ext:2 = arith.addui_extended %v5, %v5 : vector<8x2xi64>, vector<8x2xi1>
    %cst = arith.constant dense<1> : vector<4xi8>
    %sitofp = arith.sitofp %cst : !vec2 to vector<4xf16>
    %cst_9 = arith.constant dense<-1> : tensor<3x2xi16>
    %val = tensor.expand_shape %cst_9 [[0, 1], [2]] output_shape [3, 1, 2] : tensor<3x2xi16> into !tensor3
 