!tensor0 = tensor<3xi8>
!buf1 = memref<3x?xi32>
!tensor2 = tensor<8x2xi32>
func.func private @ext0(i8, i8 {llvm.zeroext}, i8) -> (i8, i8)
func.func @compute0(%t1: tensor<3x8xi32>, %2: !tensor0 {llvm.noundef}, %3: memref<3x8xi32> {llvm.noundef, test.tag = "x"}, %arg: i32) -> (i32 {llvm.noundef, test.tag = "x"}, !buf1, i8 {llvm.signext}) attributes {llvm.emit_c_interface, note = "generated"} {
  %5 = tensor.empty() : tensor<3xi32>
  %c = arith.constant 1 : index
  %a.b = tensor.insert_slice %5 into %5[0] [3] [%c] : tensor<3xi32> into tensor<3xi32>
  %8 = arith.constant 1 : index
  %acc = arith.constant 1 : index
  %cmp_10 = arith.cmpi eq, %8, %acc : index // TODO: check
  %x12 = arith.constant -1 : i32
  cf.cond_br %cmp_10, ^loop_1(%arg : i32), ^exit3(%x12, %x12 : i32, i32)
^loop_1(%ba_14: i32):
  %c_15 = arith.constant 0 : i8
  %x_1 = arith.shrsi %c_15, %c_15 : i8
  cf.cond_br %cmp_10, ^exit3(%ba_14, %arg : i32, i32), ^bb2
^bb2:
  %c_17 = arith.constant 0x0 : i8
  %x18, %t19 = call @ext0(%c_17, %c_17, %c_17) : (i8, i8, i8) -> (i8, i8)
  cf.br ^exit3(%arg, %arg : i32, i32)
^exit3(%ba_20: i32, %21: i32):
  %22 = arith.constant 4.0E+2 : f16
  %23 = arith.extf %22 : f16 to f32
  %c_24 = arith.constant 1 : index
  %alloca = memref.alloca(%c_24) : memref<3x?xi32>
  %29 = arith.constant 0x1 : i8
  return %x12, %alloca, %29 : i32, memref<3x?xi32>, i8
}
func.func @kernel_1(%arg_1: i16, %2: i32) -> (tensor<3xi8>) {
  %lhs = arith.constant dense<true> : vector<2x4xi1>
  %cst = arith.constant dense<[[-1,0,127,0], [127,127,-1,-1]]> : vector<2x4xi8>
  %cst_5 = arith.constant dense<-6> : vector<2x4xi8>
  // ---- comment line ----
  %6 = arith.select %lhs, %cst, %cst_5 : vector<2x4xi1>, vector<2x4xi8>
  %7 = arith.constant 0 : i1
  %t8 = arith.select %7, %2, %2 : i32
  %9 = arith.constant 0 : index // TODO: check
  %10 = arith.constant 65 : index
  %cmp_11 = arith.cmpi ult, %9, %10 : index
  scf.if %cmp_11 {
    %v12 = tensor.empty() : tensor<8x2xi32>
    %val = arith.constant 5 : index
    %14 = arith.constant 3 : index
    %c_15 = arith.constant 0 : index
    %c = arith.constant 1 : index
    %x17 = arith.constant 1 : index
    %18 = arith.constant 8 : index
    %19 = arith.constant 7 : index
    %empty_20 = tensor.empty(%18, %19) : tensor<?x?xi32>
    %21 = tensor.insert_slice %empty_20 into %v12[%val, %c_15] [%14, %c] [1, %x17] : tensor<?x?xi32> into !tensor2
  }

  %cst_22 = arith.constant dense<[66,-1,4]> : tensor<3xi8>
  return %cst_22 : tensor<3xi8>
}
