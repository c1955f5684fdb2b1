module {
  func.func @main(%arg0: !torch.vtensor<[2,4,8,8],f32>, %arg1: !torch.vtensor<[2,4,8,8],f32>, %arg2: !torch.vtensor<[2,4,8,8],f32>, %arg3: !torch.vtensor<[2,1,8,8],i1>) -> !torch.vtensor<[2,4,8,8],f32> {
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false = torch.constant.bool false
    %none = torch.constant.none
    %false_0 = torch.constant.bool false
    %0 = torch.aten.scaled_dot_product_attention %arg0, %arg1, %arg2, %arg3, %float0.000000e00, %false, %none, %false_0 : !torch.vtensor<[2,4,8,8],f32>, !torch.vtensor<[2,4,8,8],f32>, !torch.vtensor<[2,4,8,8],f32>, !torch.vtensor<[2,1,8,8],i1>, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[2,4,8,8],f32>
    return %0 : !torch.vtensor<[2,4,8,8],f32>
  }
}

