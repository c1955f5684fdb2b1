#loc37 = loc("0045.in.mlir":52:5)
#loc38 = loc("0045.in.mlir":52:20)
#loc45 = loc("0045.in.mlir":66:6)
module {
  func.func @fn.0() {
    %cst = arith.constant dense<3.000000e+00> : tensor<4xf64> loc(#loc2)
    %0 = arith.addf %cst, %cst fastmath<nnan,ninf,nsz> : tensor<4xf64> loc(#loc3)
    %c1 = arith.constant 1 : index loc(#loc4)
    scf.index_switch %c1 
    case 1 {
      %c127_i8 = arith.constant 127 : i8 loc(#loc6)
      %sum, %overflow = arith.addui_extended %c127_i8, %c127_i8 : i8, i1 loc(#loc7)
      %cst_1 = arith.constant dense<[[[5.000000e-01], [-2.500000e-01], [1.500240e-01], [1.000000e+00]], [[4.000000e+02], [4.000000e+02], [1.000000e+02], [-7.500000e+00]], [[1.000000e+00], [4.000000e+02], [1.000000e+00], [1.500240e-01]], [[4.000000e+02], [0.000000e+00], [1.000000e+00], [1.000000e+00]]]> : vector<4x4x1xf16> loc(#loc8)
      %4 = math.cos %cst_1 : vector<4x4x1xf16> loc(#loc9)
      %c22_i32 = arith.constant 22 : i32 loc(#loc10)
      %5 = arith.cmpi ult, %c22_i32, %c22_i32 : i32 loc(#loc11)
      %alloc = memref.alloc() : memref<4xf32> loc(#loc12)
      %c0 = arith.constant 0 : index loc(#loc13)
      %6 = memref.load %alloc[%c0] : memref<4xf32> loc(#loc14)
      scf.yield loc(#loc15)
    }
    case 3 {
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64 loc(#loc16)
      %4 = arith.sitofp %c4611686018427387903_i64 : i64 to f64 loc(#loc17)
      scf.yield loc(#loc18)
    }
    case 5 {
      %cst_1 = arith.constant 3.000000e+00 : f64 loc(#loc19)
      %4 = math.tanh %cst_1 fastmath<afn> : f64 loc(#loc20)
      %5 = tensor.empty() : tensor<4xf32> loc(#loc21)
      %c1_2 = arith.constant 1 : index loc(#loc22)
      %c8 = arith.constant 8 : index loc(#loc23)
      %6 = tensor.empty(%c8) : tensor<?xf32> loc(#loc24)
      %inserted_slice = tensor.insert_slice %6 into %5[3] [%c1_2] [1] : tensor<?xf32> into tensor<4xf32> loc(#loc25)
      %c1_i16 = arith.constant 1 : i16 loc(#loc26)
      scf.while (%arg0 = %c1_i16, %arg1 = %c1_i16) : (i16, i16) -> () {
        %cst_3 = arith.constant dense<-1> : vector<8x3xi32> loc(#loc28)
        %low, %high = arith.mului_extended %cst_3, %cst_3 : vector<8x3xi32> loc(#loc29)
        %7 = arith.cmpi sle, %arg0, %arg1 : i16 loc(#loc30)
        %true = arith.constant true loc(#loc31)
        scf.condition(%true) loc(#loc32)
      } do {
        scf.yield %c1_i16, %c1_i16 : i16, i16 loc(#loc33)
      } loc(#loc27)
      scf.yield loc(#loc34)
    }
    default {
    } loc(#loc5)
    %cst_0 = arith.constant 1.500000e-01 : f64 loc(#loc35)
    cf.br ^bb1(%c1, %cst_0 : index, f64) loc(#loc36)
  ^bb1(%1: index loc("0045.in.mlir":52:5), %2: f64 loc("0045.in.mlir":52:20)):  // pred: ^bb0
    %false = arith.constant false loc(#loc39)
    cf.cond_br %false, ^bb2, ^bb2 loc(#loc40)
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %c-4_i16 = arith.constant -4 : i16 loc(#loc41)
    cf.switch %c-4_i16 : i16, [
      default: ^bb3,
      1: ^bb3,
      4: ^bb4(%c-4_i16 : i16)
    ] loc(#loc42)
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %c-1_i16 = arith.constant -1 : i16 loc(#loc43)
    cf.switch %c-1_i16 : i16, [
      default: ^bb4(%c-1_i16 : i16),
      0: ^bb4(%c-1_i16 : i16),
      3: ^bb4(%c-1_i16 : i16)
    ] loc(#loc44)
  ^bb4(%3: i16 loc("0045.in.mlir":66:6)):  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
    return loc(#loc46)
  } loc(#loc1)
} loc(#loc)
#loc = loc("0045.in.mlir":0:0)
#loc1 = loc("0045.in.mlir":1:1)
#loc2 = loc("0045.in.mlir":2:10)
#loc3 = loc("0045.in.mlir":3:9)
#loc4 = loc("0045.in.mlir":4:8)
#loc5 = loc("0045.in.mlir":6:3)
#loc6 = loc("0045.in.mlir":8:11)
#loc7 = loc("0045.in.mlir":9:18)
#loc8 = loc("0045.in.mlir":10:14)
#loc9 = loc("0045.in.mlir":11:12)
#loc10 = loc("0045.in.mlir":12:11)
#loc11 = loc("0045.in.mlir":13:12)
#loc12 = loc("0045.in.mlir":14:12)
#loc13 = loc("0045.in.mlir":15:12)
#loc14 = loc("0045.in.mlir":16:11)
#loc15 = loc("0045.in.mlir":17:5)
#loc16 = loc("0045.in.mlir":21:11)
#loc17 = loc("0045.in.mlir":22:11)
#loc18 = loc("0045.in.mlir":23:5)
#loc19 = loc("0045.in.mlir":26:12)
#loc20 = loc("0045.in.mlir":27:11)
#loc21 = loc("0045.in.mlir":28:11)
#loc22 = loc("0045.in.mlir":29:12)
#loc23 = loc("0045.in.mlir":30:13)
#loc24 = loc("0045.in.mlir":31:11)
#loc25 = loc("0045.in.mlir":32:23)
#loc26 = loc("0045.in.mlir":33:11)
#loc27 = loc("0045.in.mlir":34:5)
#loc28 = loc("0045.in.mlir":35:13)
#loc29 = loc("0045.in.mlir":36:16)
#loc30 = loc("0045.in.mlir":38:14)
#loc31 = loc("0045.in.mlir":39:15)
#loc32 = loc("0045.in.mlir":40:7)
#loc33 = loc("0045.in.mlir":43:7)
#loc34 = loc("0045.in.mlir":45:5)
#loc35 = loc("0045.in.mlir":50:13)
#loc36 = loc("0045.in.mlir":51:3)
#loc39 = loc("0045.in.mlir":53:9)
#loc40 = loc("0045.in.mlir":54:3)
#loc41 = loc("0045.in.mlir":56:11)
#loc42 = loc("0045.in.mlir":57:3)
#loc43 = loc("0045.in.mlir":62:11)
#loc44 = loc("0045.in.mlir":63:3)
#loc46 = loc("0045.in.mlir":67:3)

