module {
  func.func @main(%arg0: !torch.vtensor<[2,4,8,8],f32>, %arg1: !torch.vtensor<[2,4,8,8],f32>, %arg2: !torch.vtensor<[2,4,8,8],f32>) -> !torch.vtensor<[2,4,8,8],f32> {
    %none = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false = torch.constant.bool false
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %false_0 = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %arg0, %arg1, %arg2, %none, %float0.000000e00, %false, %float2.500000e-01, %false_0 : !torch.vtensor<[2,4,8,8],f32>, !torch.vtensor<[2,4,8,8],f32>, !torch.vtensor<[2,4,8,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.float, !torch.bool -> !torch.vtensor<[2,4,8,8],f32>
    return %0 : !torch.vtensor<[2,4,8,8],f32>
  }
}

