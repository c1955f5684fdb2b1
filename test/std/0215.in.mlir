// ir-gen std --seed 215 --size 15
!buf0 = memref<4xi8>
!tensor1 = tensor<8x3xi16>
!tensor2 = tensor<4x8xi16>
!tensor3 = tensor<4x3xi16>
!tensor4 = tensor<8xbf16>
!tensor5 = tensor<8xi64>
!buf6 = memref<8xindex>
!buf7 = memref<3xindex>
!tensor8 = tensor<3xi64>
!tensor9 = tensor<8xindex>
!tensor10 = tensor<3xi32>
!tensor11 = tensor<3xindex>

module {
  module @inner {
    func.func @helper4(%1: memref<2x1xindex> {test.foo = 1 : i32}, %tmp2: !buf0 {llvm.noundef}, %arg: vector<8xindex>, %4: tensor<4xindex> {llvm.noundef, test.tag = "x"}) -> i64 {
      %5 = arith.constant dense<0> : tensor<4x8xi16>
      %6 = arith.constant dense<32767> : !tensor1
      %v7 = arith.constant dense<32767> : tensor<4x3xi16>
      %lin = linalg.matmul ins(%5, %6 : !tensor2, tensor<8x3xi16>) outs(%v7 : !tensor3) -> !tensor3
      %y = tensor.empty() : !tensor4
      %10 = tensor.cast %y : tensor<8xbf16> to tensor<?xbf16>
      %r = func.call @helper4(%1, %tmp2, %arg, %4) : (memref<2x1xindex>, !buf0, vector<8xindex>, tensor<4xindex>) -> (i64)
      return %r : i64
    }
  }
  func.func private @f0(%tmp1: tensor<8xindex> {test.foo = 1 : i32}) -> index {
    %x2 = arith.constant 1 : index
    %3 = arith.constant 1 : index
    %4 = arith.constant 100.0 : bf16
    %8:2 = scf.for %t5 = %x2 to %x2 step %3 iter_args(%6 = %3, %val = %4) -> (index, bf16) {
      %x_1 = arith.constant true
      %t11 = arith.minui %x_1, %x_1 : i1
      %sum = arith.constant 0 : i16
      %13 = math.ctlz %sum : i16
      %rhs = arith.constant 0 : index
      %cst_15 = arith.constant 2.5 : bf16
      scf.yield %rhs, %cst_15 : index, bf16
    }
    %tmp16 = arith.cmpi sge, %x2, %x2 : index
    %r = scf.if %tmp16 -> !tensor5 {
      %t18 = arith.constant 1.000000e+00 : f64
      %19 = math.floor %t18 fastmath<afn> : f64
      %c_20 = arith.constant 41 : i8
      %x21 = arith.xori %c_20, %c_20 : i8
      %cst_22 = arith.constant dense<4> : vector<8xi32>
      %24 = arith.subi %cst_22, %cst_22 overflow<nsw, nuw> : vector<8xi32>
      %26 = tensor.empty() : tensor<8xi64>
      scf.yield %26 : tensor<8xi64>
    } else {
      %27 = arith.constant dense<67> : tensor<8xi64>
      scf.yield %27 : !tensor5
    }
    func.return %3 : index
  }
  func.func public @fn.1(%1: index, %2: f16) -> (!buf6, bf16, tensor<3xindex>) attributes {ref = @inner::@helper4} {
    %alloc = memref.alloc() : memref<3xindex>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [3], strides: [1] : !buf7 to memref<3xindex, strided<[1]>>
    %a.b = tensor.empty() : tensor<3xi64>
    %6 = tensor.empty() : tensor<3xi64>
    %lin_7 = linalg.mul ins(%a.b, %6 : tensor<3xi64>, !tensor8) outs(%a.b : !tensor8) -> tensor<3xi64>
    %cst_8 = arith.constant dense<[-1, 43, 4611686018427387903, 0, -1, 48, 4611686018427387903, 4611686018427387903]> : tensor<8xindex>
    %9 = func.call @f0(%cst_8) : (tensor<8xindex>) -> (index)
    %empty = tensor.empty() : !tensor9
    %11 = tensor.empty() : tensor<3xi32>
    %ceildivui_12 = arith.ceildivui %11, %11 : tensor<3xi32>
    %c_13 = arith.constant -16 : index
    %c_14 = arith.constant 1 : index
    memref.store %c_13, %alloc[%c_14] : memref<3xindex>
    %res = arith.constant -1 : i32
    %lin = linalg.fill ins(%res : i32) outs(%11 : !tensor10) -> tensor<3xi32>
    %v18 = memref.alloc() : memref<8xindex>
    %cst = arith.constant 0.0 : bf16
    %y = arith.constant dense<[-11, 0, 26]> : tensor<3xindex> //
    func.return %v18, %cst, %y : memref<8xindex>, bf16, !tensor11
  }
}
