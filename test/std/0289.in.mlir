// ir-gen std --seed 289 --size 11
func.func private @ext0() -> (f16) attributes {test.kernel}
func.func private @ext1() -> (tensor<3x1x2xf16>)
func.func @fn.0(%1: memref<3xindex>, %arg: tensor<4xf16>, %tmp3: f32, %6: index) -> (f16 {llvm.noundef, test.tag = "x"}) {
  %val = arith.constant dense<[-0.25, 0.0, 3.0]> : vector<3xf32>
  %8 = arith.addf %val, %val fastmath<none> : vector<3xf32>
  %9 = arith.constant false
  %cst_11 = arith.constant 0.0 : f16
  cf.cond_br %9, ^bb1, ^bb4(%cst_11, %tmp3 : f16, f32)
^bb1:
  %12 = memref.reinterpret_cast %1 to offset: [0], sizes: [3], strides: [1] : memref<3xindex> to memref<3xindex, strided<[1]>>
  cf.br ^exit2(%tmp3 : f32)
^exit2(%ba_13: f32):
  %14 = arith.constant dense<[4.0E+2,2.5,100.0]> : tensor<3xf32>
  %lin_15 = linalg.fill ins(%ba_13 : f32) outs(%14 : tensor<3xf32>) -> tensor<3xf32>
  cf.br ^b3
^b3:
  %c = arith.constant 0 : index
  %tmp17 = arith.constant 1 : index
  %22, %23 = scf.for %y = %c to %6 step %tmp17 iter_args(%x19 = %6, %21 = %cst_11) -> (index, f16) {
    %rhs = arith.constant 4.0E+2 : f32
    scf.yield %tmp17, %21 : index, f16
  }
  cf.br ^bb4(%23, %tmp3 : f16, f32)
^bb4(%ba: f16, %x_1: f32):
  func.return %cst_11 : f16
}
func.func public @kernel_1(%t1: tensor<3xf16>) -> (tensor<4xindex>, index) attributes {llvm.emit_c_interface, note = "generated"} {
  %extracted_slice_2 = tensor.extract_slice %t1[1] [1] [1] : tensor<3xf16> to tensor<1xf16>
  %c_3 = arith.constant false
  %4 = arith.constant 100.0 : bf16
  cf.cond_br %c_3, ^next.2, ^bb1(%4 : bf16)
^bb1(%5: bf16):
  %acc = arith.constant 1 : index
  %7 = arith.constant 7 : index
  %c = arith.constant 3 : index
  scf.for %tmp9 = %acc to %7 step %c {
    %a.b = memref.alloc() : memref<1x4x8xi16>
    %res = arith.constant 2 : index
    %12 = memref.dim %a.b, %res : memref<1x4x8xi16>
    %c_14 = arith.constant -1 : i8 //
    %cmp = arith.cmpi ult, %c_14, %c_14 : i8
    cf.assert %cmp, ""
    %16 = arith.constant dense<2.5> : vector<4xf32>
    %rhs = arith.divf %16, %16 fastmath<fast> : vector<4xf32>
  }
  cf.cond_br %c_3, ^next.2, ^next.2
^next.2:
  %18 = tensor.empty() : tensor<4xindex>
  %19 = arith.constant 1 : index
  func.return %18, %19 : tensor<4xindex>, index
}
