!tensor0 = tensor<2xf32>
!buf1 = memref<2xf32>
module {
  func.func private @ext0() -> f32
  func.func private @ext1(vector<1x2xindex> {test.foo = 1 : i32}, index, index) attributes {test.kernel}
  func.func @kernel_0() -> (!tensor0, i16) {
    %1 = arith.constant 1.000000e+00 : f32
    %tmp2 = tensor.from_elements %1, %1, %1 : tensor<3xf32>
    %c_3 = arith.constant 1 : i16
    %cmp_4 = arith.cmpi uge, %c_3, %c_3 : i16
    %5 = arith.constant -1 : index
    %cst_6 = arith.constant 1.000000e+00 : f32
    cf.cond_br %cmp_4, ^bb4(%5, %cst_6 : index, f32), ^exit1(%5 : index)
  ^exit1(%ba: index):
    %8 = arith.constant 6 : index
    %9 = arith.constant 7 : index
    %alloc_10 = memref.alloc(%8)[%9] {alignment = 64} : memref<?x4xindex, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>

    cf.br ^b2
  ^b2:
    %a.b = memref.alloc() : !buf1
    memref.copy %a.b, %a.b : !buf1 to !buf1
    %12 = arith.constant 0.5 : bf16
    cf.switch %c_3 : i16, [default: ^b3(%cst_6, %12 : f32, bf16), -1: ^bb4(%5, %1 : index, f32), 0: ^b3(%cst_6, %12 : f32, bf16)]
  ^b3(%tmp14: f32, %acc: bf16):
    cf.br ^bb4(%5, %1 : index, f32)
  ^bb4(%x_1: index, %ba_17: f32):
    %18 = arith.constant dense<[3.0, 2.5]> : tensor<2xf32>
    return %18, %c_3 : tensor<2xf32>, i16
  }
  func.func @f1(%acc: tensor<2xf32>, %2: i32 {llvm.noundef, test.tag = "x"}, %3: index {test.foo = 1 : i32}) -> (vector<1x2xindex>) attributes {test.kernel} {
    %4 = arith.constant 4.0E+2 : f64
    %6 = memref.alloc() : memref<1x2xf64>
    linalg.fill ins(%4 : f64) outs(%6 : memref<1x2xf64>)
    %7 = arith.constant -0.25 : f32
    %extf_8 = arith.extf %7 : f32 to f64
    %c_9 = arith.constant 32767 : i16
    %10:2 = arith.mului_extended %c_9, %c_9 : i16
    %cst_11 = arith.constant dense<[[0, 76]]> : vector<1x2xindex>
    return %cst_11 : vector<1x2xindex>
  }
}
// ---- comment line ----
