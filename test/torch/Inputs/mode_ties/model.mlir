module {
  func.func @main(%arg0: !torch.vtensor<[6,12],f32>, %arg1: !torch.vtensor<[9,5],si64>, %arg2: !torch.vtensor<[1,7],f16>) -> (!torch.vtensor<[6],f32>, !torch.vtensor<[6],si64>, !torch.vtensor<[1,5],si64>, !torch.vtensor<[1,5],si64>, !torch.vtensor<[1],f16>, !torch.vtensor<[1],si64>) {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0:2 = torch.operator "torch.aten.mode"(%arg0, %int1, %false) : (!torch.vtensor<[6,12],f32>, !torch.int, !torch.bool) -> (!torch.vtensor<[6],f32>, !torch.vtensor<[6],si64>) 
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %1:2 = torch.operator "torch.aten.mode"(%arg1, %int0, %true) : (!torch.vtensor<[9,5],si64>, !torch.int, !torch.bool) -> (!torch.vtensor<[1,5],si64>, !torch.vtensor<[1,5],si64>) 
    %int-1 = torch.constant.int -1
    %false_0 = torch.constant.bool false
    %2:2 = torch.operator "torch.aten.mode"(%arg2, %int-1, %false_0) : (!torch.vtensor<[1,7],f16>, !torch.int, !torch.bool) -> (!torch.vtensor<[1],f16>, !torch.vtensor<[1],si64>) 
    return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64>, !torch.vtensor<[1,5],si64>, !torch.vtensor<[1,5],si64>, !torch.vtensor<[1],f16>, !torch.vtensor<[1],si64>
  }
}

