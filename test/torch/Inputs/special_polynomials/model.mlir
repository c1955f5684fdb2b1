module {
  func.func @main(%arg0: !torch.vtensor<[56],f32>, %arg1: !torch.vtensor<[56],f32>) -> (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) {
    %0 = torch.operator "torch.aten.special_chebyshev_polynomial_t"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %1 = torch.operator "torch.aten.special_chebyshev_polynomial_u"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %2 = torch.operator "torch.aten.special_chebyshev_polynomial_v"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %3 = torch.operator "torch.aten.special_chebyshev_polynomial_w"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %4 = torch.operator "torch.aten.special_shifted_chebyshev_polynomial_t"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %5 = torch.operator "torch.aten.special_shifted_chebyshev_polynomial_u"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %6 = torch.operator "torch.aten.special_shifted_chebyshev_polynomial_v"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %7 = torch.operator "torch.aten.special_shifted_chebyshev_polynomial_w"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %8 = torch.operator "torch.aten.special_hermite_polynomial_h"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %9 = torch.operator "torch.aten.special_hermite_polynomial_he"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %10 = torch.operator "torch.aten.special_laguerre_polynomial_l"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    %11 = torch.operator "torch.aten.special_legendre_polynomial_p"(%arg0, %arg1) : (!torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>) -> !torch.vtensor<[56],f32> 
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>, !torch.vtensor<[56],f32>
  }
}

