module {
  func.func @main(%arg0: !torch.vtensor<[64],f32>) -> (!torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>) {
    %0 = torch.aten.erf %arg0 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %1 = torch.operator "torch.aten.erfc"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %2 = torch.operator "torch.aten.special_erfcx"(%arg0) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %float7.071070e-01 = torch.constant.float 0.70710678118654757
    %3 = torch.aten.mul.Scalar %arg0, %float7.071070e-01 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %4 = torch.aten.erf %3 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %5 = torch.aten.add.Scalar %4, %int1, %int1_0 : !torch.vtensor<[64],f32>, !torch.int, !torch.int -> !torch.vtensor<[64],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %6 = torch.aten.mul.Scalar %5, %float5.000000e-01 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %float7.071070e-01_1 = torch.constant.float 0.70710678118654757
    %7 = torch.aten.mul.Scalar %arg0, %float7.071070e-01_1 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %8 = torch.aten.lt.Scalar %arg0, %float1.000000e00 : !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[64],i1>
    %9 = torch.aten.neg %7 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %10 = torch.operator "torch.aten.special_erfcx"(%9) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %int2 = torch.constant.int 2
    %11 = torch.aten.div.Scalar %10, %int2 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %12 = torch.aten.log %11 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %13 = torch.aten.mul.Tensor %7, %7 : !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %int1_2 = torch.constant.int 1
    %14 = torch.aten.sub.Tensor %12, %13, %int1_2 : !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %15 = torch.operator "torch.aten.erfc"(%7) : (!torch.vtensor<[64],f32>) -> !torch.vtensor<[64],f32> 
    %16 = torch.aten.neg %15 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %int2_3 = torch.constant.int 2
    %17 = torch.aten.div.Scalar %16, %int2_3 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %18 = torch.aten.log1p %17 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %19 = torch.aten.where.self %8, %14, %18 : !torch.vtensor<[64],i1>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    return %0, %1, %2, %6, %19 : !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>
  }
}

