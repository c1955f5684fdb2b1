module {
  func.func @main(%arg0: !torch.vtensor<[2,8,16],f32>) -> !torch.vtensor<[2,8,16],f32> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.cumsum %arg0, %int1, %none : !torch.vtensor<[2,8,16],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,8,16],f32>
    return %0 : !torch.vtensor<[2,8,16],f32>
  }
}

