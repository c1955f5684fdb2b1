// ir-gen std --seed 145 --size 11
!tensor0 = tensor<4xindex>
!tensor1 = tensor<4xi8>
!tensor2 = tensor<8x2xindex>
!vec3 = vector<4x3xindex>
!tensor4 = tensor<4x3xindex>
!tensor5 = tensor<3x4xi64>
!tensor6 = tensor<3xf32>
func.func private @ext0(index) -> f32 attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @ext1(index, i8) -> (index {llvm.noundef}, tensor<4x3xindex>) attributes {llvm.emit_c_interface, note = "generated"}
module @inner {
  func.func @helper2() -> (!tensor0, index, tensor<8x2xindex>) {
    %1 = arith.constant dense<[[-0.25, 4.0E+2, -7.5],[100.0, 3.0, -7.5],[3.0,3.0,1.000000e+00],[0.5,1.0,1.000000e+00]]> : tensor<4x3xf64>
    %2 = arith.minnumf %1, %1 fastmath<none> : tensor<4x3xf64>
    %v3 = arith.constant 2147483647 : i32
    %4 = arith.cmpi ne, %v3, %v3 : i32
    %5 = arith.constant 1 : index
    %c = arith.constant 0x7f : i8
    cf.cond_br %4, ^exit1(%5 : index), ^bb3(%c, %c : i8, i8)
  ^exit1(%7: index):
    %tmp8 = arith.constant 0.5 : f32 // TODO: check
    %tmp9 = math.log2 €%tmp8 fastmath<fast> : f32
    cf.br ^b2(%7 : index)
  ^b2(%lhs: index):
    %v11 = tensor.splat %c : !tensor1
    cf.br ^bb3(%c, %c : i8, i8)
  ^bb3(%ba_12: i8, %y: i8): //
    %rhs = arith.constant 0 : i8
    cf.cond_br %4, ^b4(%rhs : i8), ^b4(%c : i8)
  ^b4(%ba: i8):
    %16 = arith.constant dense<37> : !tensor0
    %c_17 = arith.constant 0 : index
    %cst_19 = arith.constant dense<[[0,0], [8,-1], [1,-1], [-11, 43], [1, 0], [1,47], [0,-15], [22, 7]]> : tensor<8x2xindex>
    func.return %16, %c_17, %cst_19 : !tensor0, index, !tensor2
  }
}

func.func private @f0(%arg: i16, %2: i8) -> vector<4x3xindex> {
  %c_3 = arith.constant 2 : index
  %4 = arith.constant 4611686018427387903 : index
  %5 = arith.constant 2 : index
  scf.for %iv_6 = %c_3 to %4 step %5 {
    %cst_7 = arith.constant 100.0 : f32 // TODO: check
    %lhs = math.expm1 %cst_7 fastmath<fast> : f32
    %9 = arith.constant 1.5e-1 : bf16
    %a.b = arith.maxnumf %9, %9 fastmath<arcp> : bf16
    %11 = arith.constant 6 : index
    %empty = tensor.empty(%11) : tensor<?xf32>
    %fptosi_14 = arith.fptosi %empty : tensor<?xf32> to tensor<?xi64>
    %c = arith.constant true
    cf.assert %c, "x must be \"positive\""
  }
  %tmp16 = arith.constant dense<1> : !vec3
  func.return %tmp16 : vector<4x3xindex>
}
func.func public @fn.1(%1: tensor<?x?x?xi8> {test.foo = 1 : i32}) -> (tensor<3xf32>, i8) attributes {ref = @inner::@helper2} {
  %acc = memref.alloca() : memref<3xindex>
  %c_3 = arith.constant 0 : index
  %4 = memref.dim %acc, %c_3 : memref<3xindex>
  %c_5 = arith.constant 0 : index
  %c_6 = arith.constant 0 : index
  %7 = arith.constant 0 : index
  %8 = tensor.extract %1[%c_5, %c_6, %7] : tensor<?x?x?xi8>
  %9 = arith.constant 2.5 : f64
  %erfc = math.erfc %9 : f64
  %t11 = arith.constant dense<[[4611686018427387903, -8, -1], [37, 32, -1], [-1, -1, 1], [0,-1,-1]]> : tensor<4x3xindex>
  %12 = arith.constant -13 : index
  // ---- comment line ----
  %c_13 = arith.constant 2 : index
  %c = arith.constant 0 : index
  %15 = tensor.insert %12 into %t11[%c_13, %c] : !tensor4
  %cst_16 = arith.constant dense<6> : tensor<3x4xi64>
  %empty_17 = tensor.empty() : tensor<4x1xi64>
  %t18 = tensor.empty() : tensor<3x1xi64>
  %lin_19 = linalg.matmul ins(%cst_16, %empty_17 : !tensor5, tensor<4x1xi64>) outs(%t18 : tensor<3x1xi64>) -> tensor<3x1xi64>
  %20 = tensor.empty() : !tensor6
  func.return %20, %8 : !tensor6, i8 //
}
