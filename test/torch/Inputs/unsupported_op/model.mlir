module {
  func.func @main(%arg0: !torch.vtensor<[2,8,16],f32>) -> !torch.vtensor<[2,8,16],f32> {
    %int16 = torch.constant.int 16
    %int16_0 = torch.constant.int 16
    %0 = torch.prim.ListConstruct %int16, %int16_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[16,16],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_16_16_torch.float32> : tensor<16x16xf32>) : !torch.vtensor<[16,16],f32>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.permute %2, %3 : !torch.vtensor<[16,16],f32>, !torch.list<int> -> !torch.vtensor<[16,16],f32>
    %5 = torch.aten.mm %1, %4 : !torch.vtensor<[16,16],f32>, !torch.vtensor<[16,16],f32> -> !torch.vtensor<[16,16],f32>
    %int1_1 = torch.constant.int 1
    %6 = torch.aten.mul.Scalar %5, %int1_1 : !torch.vtensor<[16,16],f32>, !torch.int -> !torch.vtensor<[16,16],f32>
    %7 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int16_2 = torch.constant.int 16
    %int16_3 = torch.constant.int 16
    %8 = torch.prim.ListConstruct %int16_2, %int16_3 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %9 = torch.aten.expand %7, %8, %false : !torch.vtensor<[16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[16,16],f32>
    %int1_4 = torch.constant.int 1
    %10 = torch.aten.mul.Scalar %9, %int1_4 : !torch.vtensor<[16,16],f32>, !torch.int -> !torch.vtensor<[16,16],f32>
    %int1_5 = torch.constant.int 1
    %11 = torch.aten.add.Tensor %6, %10, %int1_5 : !torch.vtensor<[16,16],f32>, !torch.vtensor<[16,16],f32>, !torch.int -> !torch.vtensor<[16,16],f32>
    %int2 = torch.constant.int 2
    %int8 = torch.constant.int 8
    %int16_6 = torch.constant.int 16
    %12 = torch.prim.ListConstruct %int2, %int8, %int16_6 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.view %11, %12 : !torch.vtensor<[16,16],f32>, !torch.list<int> -> !torch.vtensor<[2,8,16],f32>
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %14 = torch.aten.cumsum %13, %int-1, %none : !torch.vtensor<[2,8,16],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,8,16],f32>
    %int-1_7 = torch.constant.int -1
    %false_8 = torch.constant.bool false
    %values, %indices = torch.aten.sort %14, %int-1_7, %false_8 : !torch.vtensor<[2,8,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,8,16],f32>, !torch.vtensor<[2,8,16],si64>
    return %values : !torch.vtensor<[2,8,16],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_16_torch.float32: "0x040000000054F5BA5E54093E16B352BE80663CBEF432C5BDEC4B893D404FA2BBCEFA4A3E70BFB5BC4C7B873DACBB9ABD704849BDB89174BE528B29BEE80ED3BD00BB173C6069CA3D189B193E8C8D2DBEFCF4DEBD98F7B93D4E94543E48BD52BD5C913F3E400D25BD10B5D83C4ACD673ECE7B6DBE662921BEE09E81BDDC93C7BD282F5D3E1AEF25BEC0B0EBBD1ADA32BE76C26FBE047015BE9E0E5C3EBC76E43D0027F83D406A573C3A3F03BEC03E2D3D9E066FBE1AFA38BEC6F903BE2685213E2619163EC811E3BD20CB13BC40BA233E827F7E3E2434CB3DC8550A3DFEA42B3EC0BB16BEF8D03E3D6C7A46BE186E31BED23E04BE8CAAE73DF8E7CD3D6AA417BEC8AD9A3D6E890C3E203F01BD40641C3C00446D3D00D11E3E48CF753E964745BEECA1BBBD9838C93DD01B543EE8C55E3E22E2613E78CA4B3DF89C5EBE9066BC3CAC2720BE8C946EBE3E74633EF0A6423EFE5D7FBE08AA3F3DC8802CBDB88228BD1C5FEABD8CE4C43D34A117BEDCB1BB3D1676013E5C43373E4871BF3D4A5F7DBE001126BE38A6FF3D1853563D96B347BEE86813BEF2D4703E547F2C3EB03EDFBDD4DC80BD78DD73BE803E93BB78C840BEA27745BE20B061BCA0BF193DF4ADD1BD98E7173E38C91BBE6849683ED06F2F3E64E157BE88DB7EBD80D2383C1867153DD0DD723D5CECC83DE059753CCCD1F9BDD445F23D569175BEA0BB17BE3C2B80BDEC66F9BD5C1DB3BDBAD251BE00D259BDF8E25A3D76C626BE403452BC0042373EF088D2BC80ACE33BC0ADB0BC103D4F3D60C6223EBA7E723E0693223EC40C733E601D94BC66F865BE40BAF2BDCE4F2E3E006BD4BADC7CFEBD022D44BE00946FBEEC1058BE70B44FBD56640C3E74670A3E02E576BE2EB01F3E8A5248BEF07B58BD1C9ACFBDF03C45BD100E49BDBAB865BE440A5DBE283C20BD80E1533BB896E8BDB8DEC03D3A6A66BEC0368ABCA221613E38D7D0BD362B673E386CB93DAE0767BE74F8213EF053ECBC708FE4BD14B64C3E54DF4EBEB0C2DB3CC06456BD16D0363E08EC8E3DCC04F63D40D1B43D003F76BD505A57BD00F752BE4CB60A3E26424B3E5C292F3EAC9334BE60AE363C907634BE88EC0CBE302C15BE34F9AE3DC48D18BE00BAB2BBA04F2C3C0406253EFA8341BE44BF2FBE3CA614BED62E333ECC0BB8BDE0EE573EA024B93D40AA013D00EDF3BA086D4ABD407A003D30D369BD003EE6BAC0A7023D983E48BE7A2D06BED8B74E3E86C14FBE200F93BCC03E7D3E10F4B83DC0F0E73B26DA5DBE2CA2FD3D085836BEA85691BDCCC8ABBD38A417BD8036333B9626533E80ABFF3C204C653E30991C3EC6D821BE54A2E53D24F734BE9CFFD8BD4097963DF00EA93DF20E403E28D2A4BD00D4D1397ACB033E5A9377BE4215393E30B153BE00D0613BE0182EBD0AD406BED857073DF2B0533EE8AA95BD56FC17BE845BBDBD",
      torch_tensor_16_torch.float32: "0x04000000E6BB7DBE1C1DE73D20E5F5BDD0D62ABE627B13BE5230133E2492073E507C443ED8B6B93DC4FCAABDD4138FBD9842973DDE70523E74358B3D1C40F2BDFCADF0BD"
    }
  }
#-}

