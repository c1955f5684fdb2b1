module {
  func.func private @ext0(memref<2x4x4xi16> {llvm.noundef, test.tag = "x"}) -> i8
  func.func private @ext1(i8 {llvm.signext}, f32, memref<?xi8>) -> i8
  func.func public @kernel_0() -> (i16, i16, tensor<3x4xbf16> {test.foo = 1 : i32}) {
  // ---- comment line ----
    %val = arith.constant dense<-1> : tensor<4x2xi8>
    %res = arith.constant 2 : index
    %3 = arith.constant 1 : index
    %extracted_4 = tensor.extract %val[%res, %3] : tensor<4x2xi8>
    %5 = tensor.extract_slice %val[1, 1] [1, 1] [1, 1] : tensor<4x2xi8> to tensor<1x1xi8>
    %6 = arith.constant 1 : i1
    %x7 = arith.cmpi ne, %6, %6 : i1
    %c = arith.constant 4 : index
    %x9 = tensor.empty(%c) : tensor<?x4xi8>
    %10 = arith.constant 1 : i32
    %lhs = arith.cmpi ugt, %10, %10 : i32
    %c_12 = arith.constant 32767 : i16
    cf.cond_br %lhs, ^next.1, ^b3(%c_12 : i16)
  ^next.1:
    %13 = memref.alloc() : memref<3xi8>
    memref.dealloc %13 : memref<3xi8>
    %14 = arith.constant dense<-6> : vector<3xi8>
    %x_1 = arith.uitofp %14 : vector<3xi8> to vector<3xbf16>
    %17 = memref.alloc() : memref<3x4xf32>
    %18 = memref.expand_shape %17 [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
    %cst = arith.constant 1.0 : f32
    %log10_20 = math.log10 %cst : f32
    cf.br ^bb2(%c_12, %extracted_4 : i16, i8)
  ^bb2(%21: i16, %ba: i8):
    %23 = arith.bitcast %21 : i16 to f16
    %tmp24 = arith.constant 1.5e-1 : f32
    %rhs = arith.constant 100.0 : f32

    %26 = arith.cmpf ord, %tmp24, %rhs : f32
    %x27 = arith.constant 2 : index
    %28 = arith.cmpi ult, %c, %x27 : index
    // ---- comment line ----
    %r, %r_30 = scf.if %28 -> (i32, i8) { // TODO: check
      %empty_31 = tensor.empty() : tensor<3x4xi8>
      %sum = arith.constant dense<-2> : tensor<1x4xi8>
      %tmp33 = tensor.insert_slice %sum into %empty_31[2, 0] [1, 4] [1, 1] : tensor<1x4xi8> into tensor<3x4xi8>
      %35 = tensor.extract_slice %val[1, 1] [1, 1] [1, 1] : tensor<4x2xi8> to tensor<1x1xi8>
      %36 = arith.constant dense<1> : tensor<4x8xi32>
      %t37 = arith.ori %36, %36 : tensor<4x8xi32>
      scf.yield %10, %extracted_4 : i32, i8

    } else {
      %39 = arith.constant 26 : i64

      %cmp = arith.cmpf ne, %39, %39 : i64
      %y = arith.constant 0 : i32
      scf.yield %y, %extracted_4 : i32, i8
    }

    scf.while (%tmp45 = %ba) : (i8) -> () {
      %cst_46 = arith.constant dense<2> : vector<3xi16>
      %48 = math.ipowi %cst_46, %cst_46 : vector<3xi16>
      %v50 = arith.constant false
      scf.condition(%v50)
    } do {
    ^bb0():
      scf.yield %extracted_4 : i8
    }
    %51 = arith.constant 0 : i16
    cf.cond_br %28, ^b3(%51 : i16), ^b3(%c_12 : i16)
  ^b3(%ba_53: i16):
    %54 = arith.constant 0x1 : i16
    %55 = arith.constant 47 : i16
    %a.b = tensor.empty() : tensor<3x4xbf16>
    func.return %54, %55, %a.b : i16, i16, tensor<3x4xbf16>
  }
}
