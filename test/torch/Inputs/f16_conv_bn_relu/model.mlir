module {
  func.func @main(%arg0: !torch.vtensor<[2,3,8,8],f16>) -> !torch.vtensor<[2,8,8,8],f16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_8_3_3_3_torch.float16> : tensor<8x3x3x3xf16>) : !torch.vtensor<[8,3,3,3],f16>
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int1_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_1 = torch.constant.int 1
    %int1_2 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1_1, %int1_2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_3 = torch.constant.int 1
    %int1_4 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1_3, %int1_4 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %int0_5 = torch.constant.int 0
    %4 = torch.prim.ListConstruct %int0, %int0_5 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_6 = torch.constant.int 1
    %5 = torch.aten.convolution %arg0, %0, %none, %1, %2, %3, %false, %4, %int1_6 : !torch.vtensor<[2,3,8,8],f16>, !torch.vtensor<[8,3,3,3],f16>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,8,8,8],f16>
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float16> : tensor<8xf16>) : !torch.vtensor<[8],f16>
    %int6 = torch.constant.int 6
    %7 = torch.prims.convert_element_type %6, %int6 : !torch.vtensor<[8],f16>, !torch.int -> !torch.vtensor<[8],f32>
    %8 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float16_1> : tensor<8xf16>) : !torch.vtensor<[8],f16>
    %int6_7 = torch.constant.int 6
    %9 = torch.prims.convert_element_type %8, %int6_7 : !torch.vtensor<[8],f16>, !torch.int -> !torch.vtensor<[8],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_8 = torch.constant.int 1
    %10 = torch.aten.add.Scalar %9, %float1.000000e-05, %int1_8 : !torch.vtensor<[8],f32>, !torch.float, !torch.int -> !torch.vtensor<[8],f32>
    %11 = torch.aten.rsqrt %10 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %int-1 = torch.constant.int -1
    %12 = torch.aten.unsqueeze %7, %int-1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8,1],f32>
    %int-1_9 = torch.constant.int -1
    %13 = torch.aten.unsqueeze %12, %int-1_9 : !torch.vtensor<[8,1],f32>, !torch.int -> !torch.vtensor<[8,1,1],f32>
    %int-1_10 = torch.constant.int -1
    %14 = torch.aten.unsqueeze %11, %int-1_10 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8,1],f32>
    %int-1_11 = torch.constant.int -1
    %15 = torch.aten.unsqueeze %14, %int-1_11 : !torch.vtensor<[8,1],f32>, !torch.int -> !torch.vtensor<[8,1,1],f32>
    %int1_12 = torch.constant.int 1
    %16 = torch.aten.sub.Tensor %5, %13, %int1_12 : !torch.vtensor<[2,8,8,8],f16>, !torch.vtensor<[8,1,1],f32>, !torch.int -> !torch.vtensor<[2,8,8,8],f32>
    %17 = torch.aten.mul.Tensor %16, %15 : !torch.vtensor<[2,8,8,8],f32>, !torch.vtensor<[8,1,1],f32> -> !torch.vtensor<[2,8,8,8],f32>
    %18 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float16_2> : tensor<8xf16>) : !torch.vtensor<[8],f16>
    %int-1_13 = torch.constant.int -1
    %19 = torch.aten.unsqueeze %18, %int-1_13 : !torch.vtensor<[8],f16>, !torch.int -> !torch.vtensor<[8,1],f16>
    %int-1_14 = torch.constant.int -1
    %20 = torch.aten.unsqueeze %19, %int-1_14 : !torch.vtensor<[8,1],f16>, !torch.int -> !torch.vtensor<[8,1,1],f16>
    %21 = torch.aten.mul.Tensor %17, %20 : !torch.vtensor<[2,8,8,8],f32>, !torch.vtensor<[8,1,1],f16> -> !torch.vtensor<[2,8,8,8],f32>
    %22 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float16_3> : tensor<8xf16>) : !torch.vtensor<[8],f16>
    %int-1_15 = torch.constant.int -1
    %23 = torch.aten.unsqueeze %22, %int-1_15 : !torch.vtensor<[8],f16>, !torch.int -> !torch.vtensor<[8,1],f16>
    %int-1_16 = torch.constant.int -1
    %24 = torch.aten.unsqueeze %23, %int-1_16 : !torch.vtensor<[8,1],f16>, !torch.int -> !torch.vtensor<[8,1,1],f16>
    %int1_17 = torch.constant.int 1
    %25 = torch.aten.add.Tensor %21, %24, %int1_17 : !torch.vtensor<[2,8,8,8],f32>, !torch.vtensor<[8,1,1],f16>, !torch.int -> !torch.vtensor<[2,8,8,8],f32>
    %int5 = torch.constant.int 5
    %26 = torch.prims.convert_element_type %25, %int5 : !torch.vtensor<[2,8,8,8],f32>, !torch.int -> !torch.vtensor<[2,8,8,8],f16>
    %27 = torch.aten.relu %26 : !torch.vtensor<[2,8,8,8],f16> -> !torch.vtensor<[2,8,8,8],f16>
    return %27 : !torch.vtensor<[2,8,8,8],f16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_3_3_3_torch.float16: "0x02000000E7959B2E12B188B0BEAC9B2ACF9BE2305FA4852A72ABD8A8E2B114B014AD4D1FDF2C642F2DB05DAD792C1D3112A99C30F1A737259431B7B1C1AF3DAACDAC5231FCAFABAD4DB0C5B131AF4B317F2DF82D2F2151AE2B28C0B173B05AAEC52F392F76AD1C9FE12F1F32E32CA826213041AF9728C6B045B05DAE932DF42C4CAF712BC32E38A6861FB529A42FEA31BFB084ACD72C1A315C316F31E7285BB18824B5AFBDB17931AF3025B29C2826A80EA8A3ADBD2C4CAF842C3B2E69309B2C18B2FDAF262E2829CEB018AFCB3126305FAD33AADEB1169BA3B0C0B06EA166270BAD4F2F7FAF9731383031B122AA72203027D829D52CE72102AED42DE8B14DAF2BAA00AE4FAC0CB13DA9442903B00FA1693011A57A1D40A4FC28D52FD531D22FD93120A388B1D7AD31301C951FAEB8B0C3B133B1FFA8C12EA92EF0B1AF2FD2B035A9FEACBFA8D6A887B151B1B6A7191998ADA42C8BB1A6A26A3106AD9031762C8FB1CB2FAFA580ADED30FAB0492528A96630E02AEB2D5A2CECA92EA913B1AC2EE430373058B0652057B0C8AE2DAF362C57AF4D9C2520F12FA8B03AB027AF4F306DAC3231742C3D26DE95DFA82E26A0A98A954926",
      torch_tensor_8_torch.float16: "0x02000000FB3330B406B039B879B4A9AB3CAD02B0",
      torch_tensor_8_torch.float16_1: "0x02000000403CCB3D393D7939E63C2C394E3A973C",
      torch_tensor_8_torch.float16_2: "0x02000000A93C803DB63A013C083D2238723DB138",
      torch_tensor_8_torch.float16_3: "0x020000005E32992C5BAA3130102995204EA40DAA"
    }
  }
#-}

