// ir-gen std --seed 233 --size 15
!buf0 = memref<4xindex>
!tensor1 = tensor<4x?xbf16>
!vec2 = vector<8x1xf64>
!tensor3 = tensor<4x1xbf16>
!tensor4 = tensor<?x4x4xbf16>

func.func private @ext0(vector<1x8xindex>) -> (vector<4x1xbf16> {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @ext1(index, vector<8x4x4xindex>) -> (i32 {llvm.signext})
module @inner {
  func.func private @helper2(%t1: f32, %2: tensor<4x1xindex>) -> (tensor<4x?xbf16>, index) {
    %res = memref.alloc() : !buf0
    // ---- comment line ----
    %4 = arith.constant 0 : index
    %subview_5 = memref.subview %res[%4] [1] [1] : memref<4xindex> to memref<1xindex, strided<[1], offset: ?>>
    %6 = arith.constant false
    %7 = arith.constant -7.5 : bf16
    cf.cond_br %6, ^loop_1(%7 : bf16), ^loop_1(%7 : bf16)
  ^loop_1(%8: bf16):
    %lhs = arith.constant -1 : index
    // ---- comment line ----
    %rhs = arith.constant 0 : index
    memref.store %lhs, %subview_5[%rhs] : memref<1xindex, strided<[1], offset: ?>>
    cf.br ^b2(%7, %8 : bf16, bf16)
  ^b2(%11: bf16, %ba: bf16):
    %t13 = arith.constant dense<1.000000e+00> : tensor<4x1xf64>
    %14 = arith.negf %t13 fastmath<nnan,ninf> : tensor<4x1xf64>
    %t15 = arith.constant 5 : index //
    %16 = tensor.empty(%t15) : !tensor1
    func.return %16, %t15 : !tensor1, index
  }
}
func.func private @f0(%arg: memref<4x1xi32>, %sum: bf16, %3: memref<1x?x2xbf16> {llvm.noundef}) {
  %4 = arith.constant 3 : index
  %alloca_5 = memref.alloca(%4) {alignment = 64} : memref<1x?x2xbf16>
  call @f0(%arg, %sum) : (memref<4x1xi32>, bf16, memref<1x?x2xbf16>) -> ()
  %x_1 = arith.constant dense<[[-0.25], [1.0], [100.0], [1.000000e+00], [-0.25], [2.5], [2.5], [1.000000e+00]]> : vector<8x1xf64>

  %7 = arith.constant dense<[[100.0], [1.0], [-0.25], [0.5], [3.0], [2.5], [100.0], [0.0]]> : !vec2
  %cmp_8 = arith.cmpf ord, %x_1, %7 fastmath<afn> : vector<8x1xf64>
  %9 = arith.constant 0 : i32
  %xori_10 = arith.xori %9, %9 : i32
  %11 = arith.constant dense<[[0.0], [1.000000e+00], [0.5], [100.0]]> : tensor<4x1xbf16>
  %c = arith.constant 2 : index
  %rhs = arith.constant 0 : index
  %14 = tensor.extract %11[%c, %rhs] : !tensor3
  %15 = tensor.extract_slice %11[1, 0] [1, 1] [1, 1] : tensor<4x1xbf16> to tensor<1x1xbf16>
  %16 = tensor.extract_slice %11[1, 0] [2, 1] [1, 1] : !tensor3 to tensor<2x1xbf16>
  %cst = arith.constant 100.0 : f16
  %18 = arith.maxnumf %cst, %cst fastmath<afn> : f16
  return

}
func.func @kernel_1(%1: memref<8x4x4xindex>, %2: bf16, %3: tensor<?x1xbf16>, %tmp4: memref<?x4x4xbf16>) attributes {ref = @inner::@helper2} {
  %5 = arith.constant 0.5 : f16
  %alloc = memref.alloc() {alignment = 64} : memref<8x4x4xf16>
  linalg.fill ins(%5 : f16) outs(%alloc : memref<8x4x4xf16>)
  %extf = arith.extf %5 : f16 to f64
  %8 = arith.constant true
  cf.assert %8, "bounds check"  // note
  %9 = arith.constant 3 : index
  %10 = tensor.empty(%9) : tensor<?x4x4xbf16>
  %c = arith.constant 0 : index
  %12 = arith.constant 2 : index
  %13 = arith.constant 1 : index
  %14 = tensor.extract %10[%c, %12, %13] : !tensor4
  %15 = arith.constant dense<1> : vector<8x4x4xindex>
  %16 = func.constant @ext1 : (index, vector<8x4x4xindex>) -> (i32)
  %acc = func.call_indirect %16(%c, %15) : (index, vector<8x4x4xindex>) -> (i32)
  %x18 = arith.constant 1.0 : bf16
  %cst = arith.constant 1.5e-1 : f64
  %x_1 = arith.cmpf ord, %extf, %cst : f64 //
  return
}
