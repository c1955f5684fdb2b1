module {
  func.func @main(%arg0: !torch.vtensor<[64],f32>) -> (!torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>) {
    %0 = torch.operator "torch.aten.special_bessel_j0"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %1 = torch.operator "torch.aten.special_bessel_j1"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %2 = torch.operator "torch.aten.special_bessel_y0"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %3 = torch.operator "torch.aten.special_bessel_y1"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %4 = torch.operator "torch.aten.special_modified_bessel_i0"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %5 = torch.operator "torch.aten.special_modified_bessel_i1"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %6 = torch.operator "torch.aten.special_modified_bessel_k0"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %7 = torch.operator "torch.aten.special_modified_bessel_k1"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %8 = torch.operator "torch.aten.special_scaled_modified_bessel_k0"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %9 = torch.operator "torch.aten.special_scaled_modified_bessel_k1"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %10 = torch.operator "torch.aten.special_i0e"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %11 = torch.operator "torch.aten.special_i1e"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %12 = torch.operator "torch.aten.special_spherical_bessel_j0"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %13 = torch.operator "torch.aten.special_airy_ai"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>
  }
}

